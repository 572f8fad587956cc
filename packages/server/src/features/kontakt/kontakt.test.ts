import { kontaktApi, kontaktTexte, texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';

describe.each(DATENBANKEN)('Kontaktanfrage (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { festnetz: '030 123' })] });
    await einspielen(t.db, { anschlussnutzer: [kunde('2001')] }, 'nordlicht');
  });
  afterEach(() => t.schliessen());

  const senden = (payload: object, kn = '1001', host?: string) => t.als(kn, { host }).post(kontaktApi.anfrage, payload);
  const TEXT = 'Bitte passen Sie meinen Abschlag an.';

  it('stores the request with a ticket number, puts it in the outbox, mails the service address and confirms to the customer', async () => {
    const res = await senden({ betreff: 'Abschlagsänderung', text: ` ${TEXT} ` });
    expect(res.statusCode).toBe(200);
    const { ticketnummer } = res.json();
    expect(ticketnummer).toMatch(/^T-20261118-[A-Z2-9]{6}$/);
    const gespeichert = await t.db.selectFrom('kontaktanfrage').select(['kundennummer', 'betreff', 'text', 'ticketnummer']).execute();
    expect(gespeichert).toEqual([{ kundennummer: '1001', betreff: 'Abschlagsänderung', text: TEXT, ticketnummer }]);
    const outbox = await t.db.selectFrom('outbox').select(['art', 'payload']).execute();
    expect(outbox).toEqual([{ art: 'kontaktanfrage', payload: { betreff: 'Abschlagsänderung', text: TEXT, ticketnummer } }]);
    expect(t.mails).toHaveLength(2);
    expect(t.mails[0]).toMatchObject({ an: 'service@stadtwerke-musterstadt.example', von: 'kundenportal@stadtwerke-musterstadt.example', betreff: `Kontaktanfrage 1001 (${ticketnummer}): Abschlagsänderung` });
    expect(t.mails[0]?.text).toContain('Telefon: 030 123');
    expect(t.mails[0]?.text).toContain(TEXT);
    // The customer's confirmation names the ticket and how to reach the utility.
    expect(t.mails[1]).toMatchObject({ an: '1001@example.org', betreff: `Ihre Kontaktanfrage (${ticketnummer})` });
    expect(t.mails[1]?.text).toContain(`Ihre Referenznummer: ${ticketnummer}`);
    expect(t.mails[1]?.text).toContain('E-Mail: service@stadtwerke-musterstadt.example');
  });

  it('refuses a subject outside the tenant\'s topics and a text under 20 characters, storing nothing', async () => {
    const betreff = await senden({ betreff: 'Werbung', text: TEXT });
    expect(betreff.statusCode).toBe(400);
    expect(betreff.json()).toEqual({ data: kontaktTexte.betreffFehlt, felder: { betreff: kontaktTexte.betreffFehlt } });
    const kurz = await senden({ betreff: 'Sonstiges', text: 'x'.repeat(19) });
    expect(kurz.json()).toEqual({ data: kontaktTexte.textZuKurz, felder: { text: kontaktTexte.textZuKurz } });
    expect((await senden({ betreff: 'Sonstiges', text: 'x'.repeat(20) })).statusCode).toBe(200);
    expect(await t.db.selectFrom('kontaktanfrage').select('id').execute()).toHaveLength(1);
  });

  it('sends the service no mail for a tenant without a service address, but stores the request and confirms it', async () => {
    expect((await senden({ betreff: 'Sonstiges', text: TEXT }, '2001', NORDLICHT_HOST)).statusCode).toBe(200);
    expect(t.mails.map((m) => m.an)).toEqual(['2001@example.org']);
    expect(await t.db.selectFrom('kontaktanfrage').select('mandant').execute()).toEqual([{ mandant: 'nordlicht' }]);
  });

  it('limits requests per customer and hour', async () => {
    for (let i = 0; i < 10; i++) expect((await senden({ betreff: 'Sonstiges', text: TEXT })).statusCode).toBe(200);
    const zuViele = await senden({ betreff: 'Sonstiges', text: TEXT });
    expect(zuViele.statusCode).toBe(429);
    expect(zuViele.json()).toEqual({ data: texte.allgemein.zuVieleAnfragen });
  });
});
