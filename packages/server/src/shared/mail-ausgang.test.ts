import { kontaktApi } from '@ekp/contract';
import type { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, mandanten, type TestApp } from '../../test/helper.ts';
import { smtpAuf, smtpStoppen as stoppen } from '../../test/smtp.ts';
import { bestaetigungEinreihen, bestaetigungsMail } from '../domain/bestaetigung.ts';
import { mailAusgangSenden, MAIL_VERSUCHE, naechsterVersuch } from './mail-ausgang.ts';
import { mailerErstellen } from './mail.ts';

describe('naechsterVersuch', () => {
  it('waits 1, 2, 4 … minutes after each failure, at most six hours', () => {
    const t0 = new Date('2026-11-18T10:00:00Z');
    const minuten = [1, 2, 3, 4, 10].map((n) => (naechsterVersuch(n, t0).getTime() - t0.getTime()) / 60_000);
    expect(minuten).toEqual([1, 2, 4, 8, 360]);
  });
});

describe.each(DATENBANKEN)('Mail outbox (%s)', (art) => {
  let t: TestApp | undefined;
  let server: SMTPServer | undefined;
  afterEach(async () => {
    await t?.schliessen();
    if (server) await stoppen(server);
    server = undefined;
  });

  it('keeps the mails of a change while the mail server is down and delivers them once it is back', async () => {
    const empfangen: string[] = [];
    const erster = await smtpAuf(0, empfangen);
    server = erster.server;
    const port = erster.port;
    t = await bauen(art, { mailer: mailerErstellen({ smtpUrl: `smtp://127.0.0.1:${port}` }) });
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
    await t.als('1001').kopf();
    await stoppen(server);
    server = undefined;

    const res = await t.als('1001').post(kontaktApi.anfrage, { betreff: 'Sonstiges', text: 'Bitte rufen Sie mich zurück, danke.' });
    expect(res.statusCode).toBe(200);
    const wartend = await t.db.selectFrom('mail_ausgang').selectAll().orderBy('art').execute();
    expect(wartend.map((z) => [z.art, z.zustand, z.versuche])).toEqual([
      ['bestaetigung', 'OFFEN', 1],
      ['kontakt-service', 'OFFEN', 1],
    ]);
    // Sealed: neither the address nor the text lies in the table in plain form.
    const roh = JSON.stringify(wartend);
    expect(roh).not.toContain('1001@example.org');
    expect(roh).not.toContain('zurück');

    // Before the backoff has passed nothing is tried; after it, the restarted server gets both.
    server = (await smtpAuf(port, empfangen)).server;
    expect(await mailAusgangSenden({ db: t.db, mailer: mailerErstellen({ smtpUrl: `smtp://127.0.0.1:${port}` }), uhr: t.uhr })).toEqual({ gesendet: 0, offen: 0 });
    t.uhr.stellen(new Date(t.uhr.jetzt().getTime() + 61_000));
    expect(await mailAusgangSenden({ db: t.db, mailer: mailerErstellen({ smtpUrl: `smtp://127.0.0.1:${port}` }), uhr: t.uhr })).toEqual({ gesendet: 2, offen: 0 });
    expect(empfangen).toHaveLength(2);
    expect(empfangen.join('\n')).toContain('To: 1001@example.org');
    const danach = await t.db.selectFrom('mail_ausgang').select(['zustand', 'versuche']).execute();
    expect(danach).toEqual([
      { zustand: 'GESENDET', versuche: 2 },
      { zustand: 'GESENDET', versuche: 2 },
    ]);
  }, 60_000);

  it('gives a mail up after the last attempt and sends nothing twice', async () => {
    t = await bauen(art, { mailer: { senden: () => Promise.reject(Object.assign(new Error('550 5.1.1 <1001@example.org>: unbekannt'), { responseCode: 550 })) } });
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
    expect((await t.als('1001').post(kontaktApi.anfrage, { betreff: 'Sonstiges', text: 'Bitte rufen Sie mich zurück, danke.' })).statusCode).toBe(200);
    const gesendet: string[] = [];
    const d = { db: t.db, uhr: t.uhr, mailer: { senden: async (m: { an: string }) => void gesendet.push(m.an) } };
    const kaputt = { ...d, mailer: { senden: () => Promise.reject(new Error('421 später')) } };
    for (let i = 1; i < MAIL_VERSUCHE; i++) {
      t.uhr.stellen(new Date(t.uhr.jetzt().getTime() + 7 * 3_600_000));
      await mailAusgangSenden(kaputt);
    }
    const zeilen = await t.db.selectFrom('mail_ausgang').select(['zustand', 'versuche', 'fehler']).execute();
    expect(zeilen.map((z) => [z.zustand, z.versuche])).toEqual([
      ['FEHLER', MAIL_VERSUCHE],
      ['FEHLER', MAIL_VERSUCHE],
    ]);
    // The row keeps the reason's codes, not the SMTP text that quotes the recipient.
    expect(zeilen.map((z) => z.fehler).join()).not.toContain('@');
    t.uhr.stellen(new Date(t.uhr.jetzt().getTime() + 7 * 3_600_000));
    await mailAusgangSenden(d);
    expect(gesendet).toEqual([]);
  }, 60_000);

  it('queues a change\'s mail in its transaction: a rollback leaves none, a commit keeps it for the worker if the sender dies', async () => {
    const gesendet: string[] = [];
    t = await bauen(art, { mailer: { senden: async (m: { an: string }) => void gesendet.push(m.an) } });
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
    const app = t;
    const d = { db: app.db, uhr: app.uhr, mailer: { senden: async (m: { an: string }) => void gesendet.push(m.an) } };
    const einreihen = (trx: typeof app.db) =>
      bestaetigungEinreihen(trx, d, { mandant: 'musterstadt', kundennummer: '1001', vertragId: null }, (k) => bestaetigungsMail(mandanten.alle[0]!, k, { betreff: 'B', eingang: 'E', angaben: [] }), 'nicht versendet');
    await expect(
      app.db.transaction().execute(async (trx) => {
        await einreihen(trx);
        throw new Error('die Änderung scheitert');
      }),
    ).rejects.toThrow('die Änderung scheitert');
    expect(await app.db.selectFrom('mail_ausgang').select('id').execute()).toEqual([]);
    // Committed, but the process stops before its send: the worker's next pass delivers it, once.
    await app.db.transaction().execute((trx) => einreihen(trx));
    expect(await mailAusgangSenden(d)).toEqual({ gesendet: 1, offen: 0 });
    expect(await mailAusgangSenden(d)).toEqual({ gesendet: 0, offen: 0 });
    expect(gesendet).toEqual(['1001@example.org']);
  });
});
