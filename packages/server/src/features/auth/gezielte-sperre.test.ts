import { sicherheitTexte } from '@ekp/contract';
import { TOTP, URI } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anmelden, bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';

// Guesses at a customer number from anywhere no longer lock the customer out.
describe.each(DATENBANKEN)('Gezielte Aussperrung (%s)', (art) => {
  let t: TestApp;
  let jetzt: number;
  beforeEach(async () => {
    t = await bauen(art);
    jetzt = t.uhr.jetzt().getTime();
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
  });
  afterEach(() => t.schliessen());

  const login = (passwort: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/login', remoteAddress, headers: { kundennummer: '1001', passwort, ...(cookie ? { cookie } : {}) } });
  const weiter = (ms: number) => {
    jetzt += ms;
    t.uhr.stellen(new Date(jetzt));
  };
  /** 30 wrong passwords from 30 addresses, each after the wait the server asks for. */
  async function angreifen() {
    for (let i = 0; i < 30; i++) {
      const r = await login('falsch', `198.51.100.${i}`);
      if (r.statusCode === 429) {
        weiter(Number(r.headers['retry-after']) * 1000);
        expect((await login('falsch', `198.51.100.${i}`)).statusCode).toBe(401);
      }
    }
  }

  it('lets a known device in while guesses from elsewhere slow the number down: by its cookie, or from the /64 of the last good login', async () => {
    const gut = await login('Geheim123!', '2001:db8:7:7::10');
    expect(gut.statusCode).toBe(200);
    const setzen = String(gut.headers['set-cookie']);
    expect(setzen).toMatch(/^ekp_geraet=[^;]+; Path=\/api\/anschlussnutzer; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    const cookie = setzen.split(';')[0]!;
    await angreifen();
    // An unknown address waits …
    expect((await login('Geheim123!', '192.0.2.50')).statusCode).toBe(429);
    // … one from the /64 of the last good login does not, nor the device with its cookie from anywhere.
    expect((await login('Geheim123!', '2001:db8:7:7:abcd::1')).statusCode).toBe(200);
    expect((await login('Geheim123!', '192.0.2.52', 'ekp_geraet=gefaelscht')).statusCode).toBe(429);
    expect((await login('Geheim123!', '192.0.2.51', cookie)).statusCode).toBe(200);
  }, 180_000);

  it('a password reset lifts the limit of the number at once', async () => {
    await angreifen();
    expect((await login('Geheim123!', '192.0.2.60')).statusCode).toBe(429);
    const anfordern = await t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/passwort_reset', headers: { kundennummer: '1001', basisurl: 'http://localhost:3000/passwort/erneuern' } });
    expect(anfordern.statusCode).toBe(204);
    const token = /token=([^\s]+)/.exec(t.mails.at(-1)!.text)![1]!;
    const neu = 'Laterne-Wiesenweg-71';
    const abschluss = await t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/passwort_reset_abschluss', headers: { token: decodeURIComponent(token), neuespasswort: neu } });
    expect(abschluss.statusCode).toBe(204);
    expect((await login(neu, '192.0.2.61')).statusCode).toBe(200);
  }, 180_000);

  it('a right second factor lifts the limit of the number; a challenge takes at most 5 wrong codes', async () => {
    const h = await anmelden(t.app, '1001');
    const { uri } = (await t.app.inject({ method: 'POST', url: '/api/sicherheit/zweiter_faktor/einrichtung', headers: h })).json();
    const otp = URI.parse(uri) as TOTP;
    const code = () => otp.generate({ timestamp: jetzt });
    expect((await t.app.inject({ method: 'POST', url: '/api/sicherheit/zweiter_faktor/bestaetigung', headers: h, payload: { code: code(), passwort: 'Geheim123!' } })).statusCode).toBe(200);
    weiter(30_000);
    const loginCode = (challenge: string, c: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/login/code', remoteAddress, headers: { kundennummer: '1001', challenge, code: c } });

    // 5 wrong codes, each from another address, end the challenge: the right code no longer opens it.
    const { challenge } = (await login('Geheim123!', '203.0.113.1')).json().zweiterFaktor;
    for (let i = 0; i < 5; i++) expect((await loginCode(challenge, '000000', `203.0.113.${10 + i}`)).statusCode).toBe(401);
    const zu = await loginCode(challenge, code(), '203.0.113.20');
    expect(zu.statusCode).toBe(401);
    expect(zu.json()).toEqual({ data: sicherheitTexte.challengeUngueltig });

    await angreifen();
    const kn = () => t.db.selectFrom('ratenereignis').select('id').where('schluessel', '=', 'kn:1001').execute();
    expect((await kn()).length).toBeGreaterThan(10);
    // The customer gets in with password and code (from the known address) …
    weiter(30_000);
    const neu = (await login('Geheim123!', '127.0.0.1')).json().zweiterFaktor;
    expect((await loginCode(neu.challenge, code(), '127.0.0.1')).statusCode).toBe(200);
    // … which clears the guesses: the next login from an unknown address has no wait.
    expect(await kn()).toHaveLength(0);
    expect((await login('Geheim123!', '192.0.2.70')).statusCode).toBe(200);
  }, 180_000);
});
