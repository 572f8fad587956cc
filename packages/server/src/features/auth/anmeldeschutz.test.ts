import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, einspielen, kunde, type TestApp } from '../../../test/helper.ts';

// Issue #2: the per-address login limit counts the real client, not an address the client claims.
describe('login limit per client address', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen('pglite');
    await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
  });
  afterEach(() => t.schliessen());

  const login = (kundennummer: string, passwort: string, remoteAddress: string, weitergeleitet?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/anschlussnutzer/login',
      remoteAddress,
      headers: { kundennummer, passwort, ...(weitergeleitet ? { 'x-forwarded-for': weitergeleitet } : {}) },
    });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    for (let i = 0; i < 5; i++) await login(`99${i}`, 'falsch', '203.0.113.5', `198.51.100.${i}`);
    expect((await login('1001', 'Geheim123!', '203.0.113.5', '198.51.100.77')).statusCode).toBe(429);
    expect((await login('1001', 'Geheim123!', '203.0.113.6')).statusCode).toBe(200);
  });

  it('believes a reverse proxy on this machine about the client address', async () => {
    for (let i = 0; i < 5; i++) await login(`99${i}`, 'falsch', '127.0.0.1', '198.51.100.1');
    expect((await login('1001', 'Geheim123!', '127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    expect((await login('1001', 'Geheim123!', '127.0.0.1', '198.51.100.2')).statusCode).toBe(200);
  });
});
