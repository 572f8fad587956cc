import { authTexte, STATUS_PORTAL_GESPERRT, texte } from '@ekp/contract';
import type { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailerErstellen } from '../../shared/mail.ts';
import { smtpAuf } from '../../../test/smtp.ts';
import { bauen, DATENBANKEN, einspielen, kunde, mandanten, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';

const BASIS = mandanten.standard.passwortErneuernUrl;

async function smtpServerStarten(): Promise<{ server: SMTPServer; port: number; empfangen: string[] }> {
  const empfangen: string[] = [];
  return { ...(await smtpAuf(0, empfangen)), empfangen };
}

/** The text part of a quoted-printable mail, decoded. */
function mailtext(roh: string): string {
  const koerper = roh.slice(roh.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  return Buffer.from(koerper.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

describe.each(DATENBANKEN)('Passwort zurücksetzen (%s)', (art) => {
  let smtp: Awaited<ReturnType<typeof smtpServerStarten>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await smtpServerStarten();
  });
  afterAll(() => new Promise<void>((fertig) => smtp.server.close(() => fertig())));
  beforeEach(async () => {
    smtp.empfangen.length = 0;
    t = await bauen(art, { mailer: mailerErstellen({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }) });
    await einspielen(t.db, {
      anschlussnutzer: [kunde('1001'), kunde('1002', { email: null }), kunde('1003', { portalGesperrt: true }), kunde('1004', { passwortAendern: true })],
    });
  });
  afterEach(() => t.schliessen());

  const reset = (kundennummer: string, basisurl = BASIS, host = 'localhost') =>
    t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/passwort_reset', headers: { host, kundennummer, basisurl } });
  const abschluss = (token: string, neuesPasswort: string, host = 'localhost') =>
    t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/passwort_reset_abschluss', headers: { host, token, neuespasswort: encodeURIComponent(neuesPasswort) } });
  const login = (kundennummer: string, passwort: string) =>
    t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/login', headers: { kundennummer, passwort: encodeURIComponent(passwort) } });

  /** Requests a link and returns the token from the mail the SMTP server received. */
  async function tokenPerMail(kundennummer: string): Promise<string> {
    const vorher = smtp.empfangen.length;
    expect((await reset(kundennummer)).statusCode).toBe(204);
    const text = mailtext(smtp.empfangen[vorher]!);
    const link = new URL(text.match(/https?:\/\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(BASIS);
    return link.searchParams.get('token')!;
  }

  it('mails a link to the stored address; its token sets a new password that logs in', async () => {
    const res = await reset('SWM-1001');
    expect(res.statusCode).toBe(204);
    expect(smtp.empfangen).toHaveLength(1);
    const roh = smtp.empfangen[0]!;
    expect(roh).toMatch(/^To: 1001@example\.org$/m);
    expect(roh).toMatch(/^From: kundenportal@stadtwerke-musterstadt\.example$/m);
    const text = mailtext(roh);
    expect(text).toContain('Kundenportal der Stadtwerke Musterstadt');
    const token = new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await abschluss(token, 'Sonnig-Wiesenweg€2026')).statusCode).toBe(204);
    expect((await login('1001', 'Sonnig-Wiesenweg€2026')).statusCode).toBe(200);
    expect((await login('1001', 'Geheim123!')).statusCode).toBe(401);
  });

  it('stores only the hash of the reset token', async () => {
    const token = await tokenPerMail('1001');
    const zeilen = await t.db.selectFrom('passwort_reset').selectAll().execute();
    expect(zeilen).toHaveLength(1);
    expect(JSON.stringify(zeilen)).not.toContain(token);
  });

  it('accepts a token only once', async () => {
    const token = await tokenPerMail('1001');
    expect((await abschluss(token, 'Erstes-Laterne-2026')).statusCode).toBe(204);
    const zweites = await abschluss(token, 'Zweites-Laterne-2026');
    expect(zweites.statusCode).toBe(400);
    expect(zweites.json()).toEqual({ data: authTexte.passwortErneuern.fehler });
    expect((await login('1001', 'Erstes-Laterne-2026')).statusCode).toBe(200);
  });

  it('voids the older link when a new one is issued', async () => {
    const alt = await tokenPerMail('1001');
    const neu = await tokenPerMail('1001');
    expect((await abschluss(alt, 'Altes-Link-26')).statusCode).toBe(400);
    expect((await abschluss(neu, 'Neuer-Link-26')).statusCode).toBe(204);
    expect((await login('1001', 'Neuer-Link-26')).statusCode).toBe(200);
  });

  it('using a link voids every other link of the customer, also one issued in parallel', async () => {
    const erster = await tokenPerMail('1001');
    // A second link that slipped past the "only the newest" rule (e.g. written by an older server).
    await t.db.insertInto('passwort_reset').values({ token_hash: 'f'.repeat(64), mandant: 'musterstadt', kundennummer: '1001', ablauf: new Date('2026-11-19T09:00:00Z'), verwendet: null }).execute();
    expect((await abschluss(erster, 'Erster-Link-26')).statusCode).toBe(204);
    expect(await t.db.selectFrom('passwort_reset').select('token_hash').execute()).toEqual([]);
  });

  it('refuses a common password or the customer number at the link and keeps the link usable', async () => {
    const token = await tokenPerMail('1001');
    expect((await abschluss(token, 'passwort')).json()).toEqual({ data: authTexte.passwort.haeufig });
    expect((await abschluss(token, '12345678')).json()).toEqual({ data: authTexte.passwort.haeufig });
    expect((await abschluss(token, 'Selten-Gewaehlt-26')).statusCode).toBe(204);
  });

  it('keeps a token 24 hours: a minute before works, at 24 hours it is expired', async () => {
    const frueh = await tokenPerMail('1001');
    const spaet = await tokenPerMail('1004');
    t.uhr.stellen('2026-11-19T09:59:00+01:00');
    expect((await abschluss(frueh, 'Rechtzeitig-Laterne-26')).statusCode).toBe(204);
    t.uhr.stellen('2026-11-19T10:00:00+01:00');
    const abgelaufen = await abschluss(spaet, 'Zuspaet-2026');
    expect(abgelaufen.statusCode).toBe(400);
    expect(abgelaufen.json()).toEqual({ data: authTexte.passwortErneuern.fehler });
    expect((await login('1004', 'Geheim123!')).statusCode).toBe(700);
    // The next request clears expired links away.
    t.uhr.stellen('2026-11-19T10:00:01+01:00');
    await tokenPerMail('1001');
    expect(await t.db.selectFrom('passwort_reset').select('kundennummer').execute()).toEqual([{ kundennummer: '1001' }]);
  });

  it('refuses a new password under 8 characters and leaves the token usable', async () => {
    const token = await tokenPerMail('1001');
    const kurz = await abschluss(token, 'Kurz-26');
    expect(kurz.statusCode).toBe(400);
    expect(kurz.json()).toEqual({ data: authTexte.passwort.zuKurz });
    expect((await abschluss(token, 'Lang-genug-26')).statusCode).toBe(204);
  });

  it('refuses an unknown token and a token of another tenant', async () => {
    expect((await abschluss('x'.repeat(43), 'Irgendwas-26')).statusCode).toBe(400);
    const token = await tokenPerMail('1001');
    expect((await abschluss(token, 'Fremd-2026!', NORDLICHT_HOST)).statusCode).toBe(400);
    expect((await abschluss(token, 'Eigen-2026!')).statusCode).toBe(204);
  });

  it('ends the forced-change state and every session', async () => {
    expect((await login('1004', 'Geheim123!')).statusCode).toBe(700);
    const token = await tokenPerMail('1004');
    expect((await abschluss(token, 'Frei-Laterne-2026!')).statusCode).toBe(204);
    expect((await login('1004', 'Frei-Laterne-2026!')).statusCode).toBe(200);
  });

  it('sends links only to the tenant’s own renewal page (400 for any other basisUrl, no mail)', async () => {
    for (const fremd of ['https://boese.example/passwort/erneuern', `${BASIS}/../x`, mandanten.nachKey('nordlicht')!.passwortErneuernUrl]) {
      const res = await reset('1001', fremd);
      expect(res.statusCode, fremd).toBe(400);
      expect(res.json()).toEqual({ data: authTexte.passwortVergessen.basisUrlUngueltig });
    }
    expect((await reset('1001', `${BASIS}/`)).statusCode).toBe(204);
    expect(smtp.empfangen).toHaveLength(1);
  });

  it('answers 404 with the SPEC text for an unknown customer or one without email', async () => {
    for (const kn of ['9999', '1002']) {
      const res = await reset(kn);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: authTexte.passwortVergessen.unbekannt });
    }
    // The customer 1001 of the default tenant is unknown to the other tenant.
    const fremd = await reset('1001', mandanten.nachKey('nordlicht')!.passwortErneuernUrl, NORDLICHT_HOST);
    expect(fremd.statusCode).toBe(404);
    expect(smtp.empfangen).toHaveLength(0);
  });

  it('answers 702 with the SPEC text for a customer without portal access', async () => {
    const res = await reset('1003');
    expect(res.statusCode).toBe(STATUS_PORTAL_GESPERRT);
    expect(res.json()).toEqual({ data: authTexte.passwortVergessen.keinZugang });
    expect(smtp.empfangen).toHaveLength(0);
  });

  it('sends at most three links per customer number in 15 minutes', async () => {
    for (let i = 0; i < 3; i++) expect((await reset('1001')).statusCode).toBe(204);
    const vierter = await reset('1001');
    expect(vierter.statusCode).toBe(429);
    expect(vierter.json()).toEqual({ data: authTexte.zuVieleAnfragen(15) });
    expect(vierter.headers['retry-after']).toBe('900');
    t.uhr.stellen('2026-11-18T10:15:01+01:00');
    expect((await reset('1001')).statusCode).toBe(204);
  });

  it('refuses a request without the required headers with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/passwort_reset', headers: { kundennummer: '1001' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: texte.allgemein.ungueltigeEingabe });
  });
});
