import { authTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anmelden, bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';

describe.each(DATENBANKEN)('Anmeldung (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, {
      anschlussnutzer: [kunde('1001'), kunde('1002', { passwortAendern: true }), kunde('1003', { portalGesperrt: true })],
    });
  });
  afterEach(() => t.schliessen());

  const login = (kundennummer: string, passwort: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/anschlussnutzer/login', headers: { kundennummer, passwort, ...extra } });

  it('gives a token and the ttl header for the right password', async () => {
    const res = await login('1001', 'Geheim123!');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kundennummer: '1001' });
    expect(String(res.headers.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.ttl).toBe('900');
  });

  it('accepts the customer number with the tenant prefix', async () => {
    expect((await login('SWM-1001', 'Geheim123!')).statusCode).toBe(200);
  });

  it('refuses a wrong password with a German text', async () => {
    const res = await login('1001', 'falsch');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ data: authTexte.anmeldung.falscheZugangsdaten });
    expect(res.headers.token).toBeUndefined();
  });

  it('answers 700 when the password must be changed, without a token', async () => {
    const res = await login('1002', 'Geheim123!');
    expect(res.statusCode).toBe(700);
    expect(res.headers.token).toBeUndefined();
  });

  it('answers 702 when the customer has no portal access', async () => {
    const res = await login('1003', 'Geheim123!');
    expect(res.statusCode).toBe(702);
    expect(res.json()).toEqual({ data: authTexte.anmeldung.portalGesperrt });
  });

  it('keeps tenants apart: the same number in another tenant is unknown', async () => {
    expect((await login('1001', 'Geheim123!', { host: NORDLICHT_HOST })).statusCode).toBe(401);
  });

  it('throttles after five failures of one customer number from one address for 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await login('1001', 'falsch')).statusCode).toBe(401);
    const gesperrt = await login('1001', 'Geheim123!');
    expect(gesperrt.statusCode).toBe(429);
    expect(gesperrt.json()).toEqual({ data: authTexte.zuVieleVersuche(15) });
    t.uhr.stellen('2026-11-18T10:15:01+01:00');
    expect((await login('1001', 'Geheim123!')).statusCode).toBe(200);
  });

  it('does not lock a customer out for failures of other numbers at the same address', async () => {
    for (let i = 0; i < 5; i++) await login(`99${i}`, 'falsch');
    expect((await login('1001', 'Geheim123!')).statusCode).toBe(200);
  });

  it('slides the session: an authenticated answer carries ttl, an expired token gets 401', async () => {
    const headers = await anmelden(t.app, '1001');
    t.uhr.stellen('2026-11-18T10:14:00+01:00');
    const refresh = await t.app.inject({ method: 'GET', url: '/api/token/refresh', headers });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers.ttl).toBe('900');
    t.uhr.stellen('2026-11-18T10:28:00+01:00');
    expect((await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers })).statusCode).toBe(200);
    t.uhr.stellen('2026-11-18T10:43:01+01:00');
    const abgelaufen = await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers });
    expect(abgelaufen.statusCode).toBe(401);
    expect(abgelaufen.headers.ttl).toBeUndefined();
  });

  it('documents the second-factor challenge and the code step in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const antwort = doc.paths['/api/anschlussnutzer/login'].post.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(antwort)).toContain('challenge');
    expect(doc.paths['/api/anschlussnutzer/login/code'].post).toBeDefined();
    expect(doc.paths['/api/sicherheit/zweiter_faktor/einrichtung'].post).toBeDefined();
  });

  it('ends the session on logout', async () => {
    const headers = await anmelden(t.app, '1001');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/anschlussnutzer/logout', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/token/refresh', headers })).statusCode).toBe(401);
  });

  it('refuses a token of another customer number', async () => {
    const headers = await anmelden(t.app, '1001');
    const res = await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers: { ...headers, kundennummer: '1002' } });
    expect(res.statusCode).toBe(401);
  });
});
