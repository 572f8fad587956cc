import { betriebTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../test/helper.ts';

// Rotating IPv6 addresses inside one /64 gains nothing; an untrusted proxy is reported.
describe.each(DATENBANKEN)('Adressrotation (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
  });
  afterEach(() => t.schliessen());

  const login = (kundennummer: string, passwort: string, remoteAddress: string) => t.anmeldeversuch(kundennummer, { passwort, remoteAddress });

  it('counts failed logins of one IPv6 /64 together: the 6th guess at one number from a fresh address of it gets 429', async () => {
    for (let i = 1; i <= 5; i++) expect((await login('1001', 'falsch', `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(401);
    expect((await login('1001', 'Geheim123!', '2001:db8:1:2:ffff::99')).statusCode).toBe(429);
    // Another /64 is another client.
    expect((await login('1001', 'Geheim123!', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('blocks credential stuffing from one /64 over many numbers after 100 failures, in parallel too', async () => {
    const antworten = await Promise.all(
      Array.from({ length: 120 }, (_, i) => login(`9${String(i).padStart(3, '0')}`, 'falsch', `2001:db8:aa:bb:${(i + 1).toString(16)}::1`)),
    );
    expect(antworten.filter((r) => r.statusCode === 429)).toHaveLength(20);
    expect((await login('1001', 'Geheim123!', '2001:db8:aa:bb::7')).statusCode).toBe(429);
  }, 180_000);

  it('warns on /api/ready when X-Forwarded-For arrives from an address EKP_TRUST_PROXY does not trust', async () => {
    const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });
    // Through the trusted local proxy (inject comes from 127.0.0.1): no warning.
    await t.app.inject({ method: 'GET', url: '/api/mandant', headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect((await ready()).json().warnungen).toBeUndefined();
    await t.app.inject({ method: 'GET', url: '/api/mandant', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.1' } });
    const r = await ready();
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'bereit', datenbank: 'ok', migrationen: 'ok', warnungen: [betriebTexte.proxyNichtVertraut] });
  });
});
