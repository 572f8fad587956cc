import { sicherheitApi, sicherheitTexte, STATUS_PASSWORT_AENDERN, STATUS_PORTAL_GESPERRT } from '@ekp/contract';
import { TOTP, URI } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp, type Zugang, zugangMit } from '../../../test/helper.ts';

// The optional second factor.
describe.each(DATENBANKEN)('Zweiter Faktor (%s)', (art) => {
  let t: TestApp;
  let jetzt: number;
  beforeEach(async () => {
    t = await bauen(art);
    jetzt = t.uhr.jetzt().getTime();
    await einspielen(t.db, { anschlussnutzer: [kunde('1001'), kunde('1002', { passwortAendern: true })] });
  });
  afterEach(() => t.schliessen());

  /** Each call moves the clock one TOTP step on, as a customer waiting for the next code would. */
  const naechsterSchritt = () => {
    jetzt += 30_000;
    t.uhr.stellen(new Date(jetzt));
  };
  // The authenticator app: the current code of the secret in the QR code's URI.
  const code = (uri: string) => {
    const otp = URI.parse(uri);
    if (!(otp instanceof TOTP)) throw new Error('kein TOTP');
    return otp.generate({ timestamp: jetzt });
  };
  const login = (kundennummer: string, passwort = 'Geheim123!') => t.anmeldeversuch(kundennummer, { passwort });
  const loginCode = (kundennummer: string, challenge: string, c: string) =>
    t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/login/code', headers: { kundennummer, challenge, code: c } });

  /** Switches the factor on for a customer and returns the otpauth URI and the recovery codes. */
  async function einschalten(kundennummer: string, ich: Zugang = t.als(kundennummer), passwort = 'Geheim123!') {
    const einrichtung = await ich.post(sicherheitApi.einrichten, undefined);
    expect(einrichtung.statusCode).toBe(200);
    const { uri, qrSvg, geheimnis } = einrichtung.json();
    expect(qrSvg).toMatch(/^<svg/);
    expect(uri).toContain(`secret=${geheimnis}`);
    const bestaetigung = await ich.post(sicherheitApi.bestaetigen, { code: code(uri), passwort });
    expect(bestaetigung.statusCode).toBe(200);
    naechsterSchritt();
    return { uri: uri as string, codes: bestaetigung.json().wiederherstellungscodes as string[], ich };
  }

  it('is off until confirmed with a right code; then login needs the code', async () => {
    const ich = t.als('1001');
    const einrichtung = (await ich.post(sicherheitApi.einrichten, undefined)).json();
    const falsch = await ich.post(sicherheitApi.bestaetigen, { code: '000000', passwort: 'Geheim123!' });
    expect(falsch.statusCode).toBe(400);
    expect(falsch.json().data).toBe(sicherheitTexte.codeFalsch);
    expect((await login('1001')).headers.token).toBeDefined();
    const ok = await ich.post(sicherheitApi.bestaetigen, { code: code(einrichtung.uri), passwort: 'Geheim123!' });
    const codes: string[] = ok.json().wiederherstellungscodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Only hashes are stored.
    const gespeichert = JSON.stringify(await t.db.selectFrom('wiederherstellungscode').selectAll().execute());
    for (const c of codes) expect(gespeichert).not.toContain(c);
    expect((await ich.get('/sicherheit')).json()).toEqual({ zweiterFaktorAktiv: true });

    const schritt1 = await login('1001');
    expect(schritt1.statusCode).toBe(200);
    expect(schritt1.headers.token).toBeUndefined();
    const { challenge } = schritt1.json().zweiterFaktor;
    naechsterSchritt();
    const zweiter = await loginCode('1001', challenge, code(einrichtung.uri));
    expect(zweiter.statusCode).toBe(200);
    expect(String(zweiter.headers.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A challenge is good for one login.
    expect((await loginCode('1001', challenge, code(einrichtung.uri))).statusCode).toBe(401);
  });

  it('refuses a wrong code and a code already used, and throttles codes like passwords', async () => {
    const { uri } = await einschalten('1001');
    const { challenge } = (await login('1001')).json().zweiterFaktor;
    const richtig = code(uri);
    expect((await loginCode('1001', challenge, richtig)).statusCode).toBe(200);
    const zweite = (await login('1001')).json().zweiterFaktor.challenge;
    const nochmal = await loginCode('1001', zweite, richtig);
    expect(nochmal.statusCode).toBe(401);
    expect(nochmal.json()).toEqual({ data: sicherheitTexte.codeFalsch });
    for (let i = 0; i < 4; i++) expect((await loginCode('1001', zweite, '123456')).statusCode).toBe(401);
    // The fifth wrong code ended that challenge; a new one still meets the throttle.
    expect((await loginCode('1001', zweite, code(uri))).json()).toEqual({ data: sicherheitTexte.challengeUngueltig });
    const dritte = (await login('1001')).json().zweiterFaktor.challenge;
    const gesperrt = await loginCode('1001', dritte, code(uri));
    expect(gesperrt.statusCode).toBe(429);
    expect(gesperrt.headers['retry-after']).toBeDefined();
  });

  it('accepts each recovery code once, in any spelling', async () => {
    const { codes } = await einschalten('1001');
    const erste = (await login('1001')).json().zweiterFaktor.challenge;
    expect((await loginCode('1001', erste, codes[0]!.toLowerCase().replaceAll('-', ' '))).statusCode).toBe(200);
    const zweite = (await login('1001')).json().zweiterFaktor.challenge;
    expect((await loginCode('1001', zweite, codes[0]!)).statusCode).toBe(401);
    expect((await loginCode('1001', zweite, codes[1]!)).statusCode).toBe(200);
  });

  it('keeps the 700 flow: the code step answers 700, the change needs the confirmed challenge', async () => {
    // 1002 must change the password: it gets there through the change with its old password first.
    const aendern = (headers: Record<string, string>, neu: string) =>
      t.app.inject({ method: 'PUT', url: '/api/anschlussnutzer/passwort_aendern', headers, payload: { altesPasswort: 'Geheim123!', neuesPasswort: neu } });
    const erst = await aendern({ kundennummer: '1002' }, 'Geheim-Laterne-71');
    const { uri } = await einschalten('1002', zugangMit(t.app, { kundennummer: '1002', token: String(erst.headers.token) }), 'Geheim-Laterne-71');
    await t.db.updateTable('anschlussnutzer').set({ passwort_aendern: true }).where('kundennummer', '=', '1002').execute();
    const schritt1 = await login('1002', 'Geheim-Laterne-71');
    expect(schritt1.statusCode).toBe(200);
    const { challenge } = schritt1.json().zweiterFaktor;
    const schritt2 = await loginCode('1002', challenge, code(uri));
    expect(schritt2.statusCode).toBe(STATUS_PASSWORT_AENDERN);
    expect(schritt2.headers.token).toBeUndefined();
    const ohne = await t.app.inject({ method: 'PUT', url: '/api/anschlussnutzer/passwort_aendern', headers: { kundennummer: '1002' }, payload: { altesPasswort: 'Geheim-Laterne-71', neuesPasswort: 'Neu-und-gut-26' } });
    expect(ohne.statusCode).toBe(401);
    expect(ohne.json()).toEqual({ data: sicherheitTexte.codeVerlangt });
    const mit = await t.app.inject({
      method: 'PUT',
      url: '/api/anschlussnutzer/passwort_aendern',
      headers: { kundennummer: '1002', challenge },
      payload: { altesPasswort: 'Geheim-Laterne-71', neuesPasswort: 'Neu-und-gut-26' },
    });
    expect(mit.statusCode).toBe(200);
    expect(mit.headers.token).toBeDefined();
  });

  it('keeps the 702 flow: a blocked customer gets 702 after the password, no challenge', async () => {
    await einschalten('1001');
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { portalGesperrt: true })] });
    const res = await login('1001');
    expect(res.statusCode).toBe(STATUS_PORTAL_GESPERRT);
  });

  it('switches off only with password and code', async () => {
    const { uri, ich } = await einschalten('1001');
    const aus = (passwort: string, c: string) => ich.post(sicherheitApi.abschalten, { passwort, code: c });
    expect((await aus('Falsch-2026', code(uri))).json().data).toBe(sicherheitTexte.passwortFalsch);
    expect((await aus('Geheim123!', '000000')).json().data).toBe(sicherheitTexte.codeFalsch);
    expect((await aus('Geheim123!', code(uri))).statusCode).toBe(204);
    // One mail when it went on, one when it went off (none for the refused attempts).
    expect(t.mails.map((m) => m.betreff.replace(/ \(S-20261118-[A-Z2-9]{6}\)$/, ''))).toEqual([sicherheitTexte.mailBetreffAn, sicherheitTexte.mailBetreffAus]);
    expect(t.mails.map((m) => m.an)).toEqual(['1001@example.org', '1001@example.org']);
    expect(t.mails[0]!.text).toContain('Sie haben die Zwei-Faktor-Anmeldung für Ihr Kundenkonto eingeschaltet.');
    expect(t.mails[1]!.text).toContain('Sie haben die Zwei-Faktor-Anmeldung für Ihr Kundenkonto ausgeschaltet.');
    expect(t.mails[1]!.text).toMatch(/Ihre Referenznummer: S-20261118-[A-Z2-9]{6}\n/);
    const res = await login('1001');
    expect(res.json()).toEqual({ kundennummer: '1001' });
    expect(res.headers.token).toBeDefined();
  });
});
