import { authTexte, STATUS_PORTAL_GESPERRT } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anmelden, bauen, DATENBANKEN, einspielen, kunde, mandanten, type TestApp } from '../../../test/helper.ts';

// SPEC §7 PUT /anschlussnutzer/passwort_aendern, also the way out of the 700 state.
describe.each(DATENBANKEN)('Passwort ändern (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001'), kunde('1002', { passwortAendern: true }), kunde('1003', { portalGesperrt: true })] });
  });
  afterEach(() => t.schliessen());

  const aendern = (headers: Record<string, string>, altesPasswort: string, neuesPasswort: string) =>
    t.app.inject({ method: 'PUT', url: '/api/anschlussnutzer/passwort_aendern', headers, payload: { altesPasswort, neuesPasswort } });
  const login = (kundennummer: string, passwort: string) =>
    t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/login', headers: { kundennummer, passwort: encodeURIComponent(passwort) } });

  it('changes the password and answers with a new token, ttl and the customer number', async () => {
    const headers = await anmelden(t.app, '1001');
    const res = await aendern(headers, 'Geheim123!', 'Sonnig2026€');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kundennummer: '1001' });
    expect(String(res.headers.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.token).not.toBe(headers.token);
    expect(res.headers.ttl).toBe('900');
    const neu = { ...headers, token: String(res.headers.token) };
    expect((await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers: neu })).statusCode).toBe(200);
    expect((await login('1001', 'Sonnig2026€')).statusCode).toBe(200);
    expect((await login('1001', 'Geheim123!')).statusCode).toBe(401);
  });

  it('ends every other session of the customer', async () => {
    const erste = await anmelden(t.app, '1001');
    const zweite = await anmelden(t.app, '1001');
    const res = await aendern(erste, 'Geheim123!', 'Sonnig2026!');
    expect(res.statusCode).toBe(200);
    for (const alt of [erste, zweite]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/token/refresh', headers: alt })).statusCode).toBe(401);
    }
  });

  it('refuses a wrong old password with the German text and keeps the old one', async () => {
    const headers = await anmelden(t.app, '1001');
    const res = await aendern(headers, 'Falsch123!', 'Sonnig2026!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: authTexte.passwortAendern.altesFalsch, felder: { altesPasswort: authTexte.passwortAendern.altesFalsch } });
    expect(res.headers.token).toBeUndefined();
    expect((await login('1001', 'Geheim123!')).statusCode).toBe(200);
  });

  it('refuses a new password under 8 characters', async () => {
    const headers = await anmelden(t.app, '1001');
    const res = await aendern(headers, 'Geheim123!', 'Kurz12!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: authTexte.passwort.zuKurz, felder: { neuesPasswort: authTexte.passwort.zuKurz } });
    expect((await login('1001', 'Geheim123!')).statusCode).toBe(200);
  });

  it('refuses a missing body field with a 400 and a German text', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/anschlussnutzer/passwort_aendern', headers: { kundennummer: '1001' }, payload: { neuesPasswort: 'Sonnig2026!' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().felder).toHaveProperty('altesPasswort');
  });

  it('leads out of the 700 state without a token: afterwards the login works normally', async () => {
    expect((await login('1002', 'Geheim123!')).statusCode).toBe(700);
    const res = await aendern({ kundennummer: 'SWM-1002' }, 'Geheim123!', 'Sonnig2026!');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kundennummer: '1002' });
    const headers = { kundennummer: '1002', token: String(res.headers.token) };
    expect((await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers })).statusCode).toBe(200);
    expect((await login('1002', 'Sonnig2026!')).statusCode).toBe(200);
  });

  it('answers 702 for a customer without portal access and changes nothing', async () => {
    const res = await aendern({ kundennummer: '1003' }, 'Geheim123!', 'Sonnig2026!');
    expect(res.statusCode).toBe(STATUS_PORTAL_GESPERRT);
    expect(res.json()).toEqual({ data: authTexte.anmeldung.portalGesperrt });
    expect(res.headers.token).toBeUndefined();
  });

  it('throttles guessing the old password like a login', async () => {
    for (let i = 0; i < 5; i++) expect((await aendern({ kundennummer: '1001' }, `Falsch${i}xx`, 'Sonnig2026!')).statusCode).toBe(400);
    const res = await aendern({ kundennummer: '1001' }, 'Geheim123!', 'Sonnig2026!');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ data: authTexte.zuVieleVersuche(15) });
    expect(res.headers['retry-after']).toBe('900');
  });

  // NIST 800-63B / ASVS V6 instead of composition rules.
  it.each([
    ['12345678', authTexte.passwort.haeufig],
    ['passwort', authTexte.passwort.haeufig],
    ['Passwort', authTexte.passwort.haeufig],
    ['1001', authTexte.passwort.zuKurz],
    ['Geheim123!', authTexte.passwort.wieBisher],
    // Accepted before; German favourites, the demo password, the number repeated, context words.
    ['Passwort1', authTexte.passwort.haeufig],
    ['sommer2026', authTexte.passwort.zuSchwach],
    ['Energie2026!', authTexte.passwort.zuSchwach],
    ['10011001', authTexte.passwort.kundennummer],
    ['Kunde!Laterne!7', authTexte.passwort.persoenlich],
    ['Musterstadt-Laterne-7', authTexte.passwort.persoenlich],
  ])('refuses the new password %s with the reason and keeps the old one', async (neu, grund) => {
    const headers = await anmelden(t.app, '1001');
    const res = await aendern(headers, 'Geheim123!', neu);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: grund, felder: { neuesPasswort: grund } });
    expect((await login('1001', 'Geheim123!')).statusCode).toBe(200);
  });

  it('refuses the customer number as password and allows long passphrases of any characters', async () => {
    await einspielen(t.db, { anschlussnutzer: [kunde('12345679')] });
    const headers = await anmelden(t.app, '12345679');
    const res = await aendern(headers, 'Geheim123!', '12345679');
    expect(res.json()).toEqual({ data: authTexte.passwort.kundennummer, felder: { neuesPasswort: authTexte.passwort.kundennummer } });
    const lang = 'ein langer Satz mit Umlauten äöü, Emoji 🔌 und Leerzeichen '.repeat(3).slice(0, 128);
    expect(lang).toHaveLength(128);
    expect((await aendern(headers, 'Geheim123!', lang)).statusCode).toBe(200);
    expect((await login('12345679', lang)).statusCode).toBe(200);
  });

  it('voids every open reset link of the customer', async () => {
    const basis = { basisurl: mandanten.standard.passwortErneuernUrl };
    expect((await t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/passwort_reset', headers: { kundennummer: '1001', ...basis } })).statusCode).toBe(204);
    const link = /token=([^\s&]+)/.exec(t.mails[0]!.text)![1]!;
    const headers = await anmelden(t.app, '1001');
    expect((await aendern(headers, 'Geheim123!', 'Sonnig2026!')).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anschlussnutzer/passwort_reset_abschluss',
      headers: { token: decodeURIComponent(link), neuespasswort: 'Anders-2026!' },
    });
    expect(res.statusCode).toBe(400);
    expect((await login('1001', 'Sonnig2026!')).statusCode).toBe(200);
  });
});
