import { serviceTexte } from '@ekp/contract';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';
import { mitarbeiterAnlegen } from './konten.ts';
import { code, mitarbeiter, PASSWORT } from './testhilfe.ts';

describe.each(DATENBANKEN)('Servicekonsole: Anmeldung (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
  });
  afterEach(() => t.schliessen());

  const anmelden1 = (kennung: string, passwort: string, host = 'localhost') => t.app.inject({ method: 'POST', url: '/api/service/anmelden', headers: { host, kennung, passwort } });
  const codeSchritt = (kennung: string, challenge: string, c: string) => t.app.inject({ method: 'POST', url: '/api/service/anmelden/code', headers: { kennung, challenge, code: c } });

  it('enrols the second factor at the first sign-in, with the start password changed before anything else', async () => {
    const r = await mitarbeiterAnlegen(t.db, { mandant: 'musterstadt', kennung: 'Anna', name: 'Anna Admin', rolle: 'ADMIN' });
    if ('fehler' in r) throw new Error(r.fehler);
    const erst = await anmelden1('anna', r.passwort);
    expect(erst.statusCode).toBe(200);
    const { challenge, gueltigSekunden, einrichtung } = erst.json();
    expect(gueltigSekunden).toBe(300);
    expect(einrichtung.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    // Without a right code there is no session.
    expect((await codeSchritt('anna', challenge, '000000')).statusCode).toBe(401);
    const totp = new TOTP({ secret: Secret.fromBase32(einrichtung.secret) });
    const ok = await codeSchritt('anna', challenge, totp.generate({ timestamp: t.uhr.jetzt().getTime() }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ kennung: 'anna', rolle: 'ADMIN', passwortAendern: true });
    const kopf = { kennung: 'anna', token: String(ok.headers.token) };
    expect(ok.headers.ttl).toBe('900');
    // The start password is changed first.
    const gesperrt = await t.app.inject({ method: 'GET', url: '/api/service/kunden?suche=10', headers: kopf });
    expect(gesperrt.statusCode).toBe(403);
    expect(gesperrt.json()).toEqual({ data: serviceTexte.startpasswortAendern });
    const schwach = await t.app.inject({ method: 'PUT', url: '/api/service/passwort', headers: kopf, payload: { altesPasswort: r.passwort, neuesPasswort: 'passwort' } });
    expect(schwach.statusCode).toBe(400);
    // The tenant's words and the published demo passwords are refused for staff as for customers.
    for (const neuesPasswort of ['Musterstadt2026!', 'SWM-Konsole-2026', 'Konsole-2026!', 'Morgenrot-Laterne-26']) {
      const r2 = await t.app.inject({ method: 'PUT', url: '/api/service/passwort', headers: kopf, payload: { altesPasswort: r.passwort, neuesPasswort } });
      expect(r2.statusCode, neuesPasswort).toBe(400);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/service/passwort', headers: kopf, payload: { altesPasswort: r.passwort, neuesPasswort: 'Neu-und-lang-2026' } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/service/kunden?suche=10', headers: kopf })).statusCode).toBe(200);
    // The second sign-in asks for the code of the enrolled secret and hands out no secret.
    t.uhr.stellen('2026-11-18T10:01:00+01:00');
    const zweit = await anmelden1('anna', 'Neu-und-lang-2026');
    expect(zweit.json().einrichtung).toBeUndefined();
    expect((await codeSchritt('anna', zweit.json().challenge, totp.generate({ timestamp: t.uhr.jetzt().getTime() }))).statusCode).toBe(200);
  });

  it('takes each code once and refuses wrong passwords, disabled accounts and an expired challenge', async () => {
    await mitarbeiter(t, 'bert');
    expect((await anmelden1('bert', 'falsch')).statusCode).toBe(401);
    expect((await anmelden1('bert', 'falsch')).json()).toEqual({ data: serviceTexte.anmeldung.falsch });
    const a = (await anmelden1('bert', PASSWORT)).json();
    const c = code(t, 'bert');
    expect((await codeSchritt('bert', a.challenge, c)).statusCode).toBe(200);
    const b = (await anmelden1('bert', PASSWORT)).json();
    expect((await codeSchritt('bert', b.challenge, c)).statusCode).toBe(401);
    t.uhr.stellen('2026-11-18T10:06:00+01:00');
    expect((await codeSchritt('bert', b.challenge, code(t, 'bert'))).json()).toEqual({ data: serviceTexte.anmeldung.challengeUngueltig });
    await t.db.updateTable('mitarbeiter').set({ aktiv: false }).where('kennung', '=', 'bert').execute();
    expect((await anmelden1('bert', PASSWORT)).statusCode).toBe(401);
  });

  it('throttles like the customers: 5 wrong passwords, then 429', async () => {
    await mitarbeiter(t, 'bert');
    for (let i = 0; i < 5; i++) expect((await anmelden1('bert', 'falsch')).statusCode).toBe(401);
    const r = await anmelden1('bert', PASSWORT);
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBe('900');
    // Each failed and each throttled attempt is an audit line of that log-in, with the address.
    const zeilen = await t.db.selectFrom('service_protokoll').select(['kennung', 'aktion', 'adresse']).where('aktion', 'like', 'anmeldung%').orderBy('id').execute();
    expect(zeilen.map((z) => z.aktion)).toEqual([...Array<string>(5).fill('anmeldung_falsch'), 'anmeldung_gedrosselt']);
    for (const z of zeilen) expect(z).toMatchObject({ kennung: 'bert', adresse: expect.stringMatching(/\S/) });
  });

  it('cannot sign in on another tenant\'s host', async () => {
    await mitarbeiter(t, 'bert');
    expect((await anmelden1('bert', PASSWORT, NORDLICHT_HOST)).statusCode).toBe(401);
    expect((await t.alsMitarbeiter('bert').get('/service/ich', { headers: { host: NORDLICHT_HOST } })).statusCode).toBe(401);
  });

  it('ends a staff session after 15 idle minutes and 8 hours after sign-in', async () => {
    await mitarbeiter(t, 'bert');
    const bert = t.alsMitarbeiter('bert');
    const ich = () => bert.get('/service/ich');
    for (let m = 14; m < 8 * 60 - 14; m += 14) {
      t.uhr.stellen(new Date(Date.parse('2026-11-18T10:00:00+01:00') + m * 60_000));
      expect((await ich()).statusCode, `${m} min`).toBe(200);
    }
    t.uhr.stellen(new Date(Date.parse('2026-11-18T10:00:00+01:00') + 8 * 60 * 60_000));
    expect((await ich()).statusCode).toBe(401);
    const neu = t.alsMitarbeiter('bert', { schritt: 1 });
    await neu.kopf();
    t.uhr.stellen(new Date(Date.parse('2026-11-18T10:00:00+01:00') + (8 * 60 + 16) * 60_000));
    expect((await neu.get('/service/ich')).statusCode).toBe(401);
  });

  it('keeps customer and staff tokens apart', async () => {
    await mitarbeiter(t, 'bert');
    const staff = await t.alsMitarbeiter('bert').kopf();
    const kunde1001 = await t.als('1001').kopf();
    // A customer's token on the console, also sent as kennung.
    expect((await t.app.inject({ method: 'GET', url: '/api/service/kunden?suche=1001', headers: kunde1001 })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/service/kunden?suche=1001', headers: { kennung: '1001', token: kunde1001.token! } })).statusCode).toBe(401);
    // A staff token on the customers' endpoints, also with a customer number.
    expect((await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers: staff })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers: { kundennummer: '1001', token: staff.token! } })).statusCode).toBe(401);
  });

  it('audits sign-ins with the address', async () => {
    await mitarbeiter(t, 'bert');
    await t.alsMitarbeiter('bert').kopf();
    const zeilen = await t.db.selectFrom('service_protokoll').select(['kennung', 'aktion', 'adresse']).orderBy('id').execute();
    expect(zeilen).toEqual([
      { kennung: 'bert', aktion: 'anmeldung_passwort', adresse: '127.0.0.1' },
      { kennung: 'bert', aktion: 'anmeldung', adresse: '127.0.0.1' },
    ]);
  });
});
