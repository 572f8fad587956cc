import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mandanten } from '../../test/helper.ts';
import { bauen, type TestApp } from '../../test/helper.ts';
import { mitarbeiterTotp } from '../features/service/anmelden.ts';
import { DEMO_MITARBEITER, demoMitarbeiterEinspielen } from './mitarbeiter.ts';

// The documented demo staff login works in every tenant with the documented TOTP secret.
describe('Demo-Mitarbeiter', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen('pglite');
  });
  afterEach(() => t.schliessen());

  it('signs in with the README password and a code of the documented secret, in each tenant', async () => {
    const logs: string[] = [];
    await demoMitarbeiterEinspielen(t.db, mandanten.alle.map((m) => m.key), (z) => logs.push(z));
    expect(logs).toHaveLength(mandanten.alle.length);
    for (const m of mandanten.alle) {
      const host = m.hosts[0]!;
      const a = await t.app.inject({ method: 'POST', url: '/api/service/anmelden', headers: { host, kennung: DEMO_MITARBEITER.kennung, passwort: DEMO_MITARBEITER.passwort } });
      expect(a.statusCode, m.key).toBe(200);
      expect(a.json().einrichtung).toBeUndefined();
      const code = mitarbeiterTotp(m, DEMO_MITARBEITER.kennung, DEMO_MITARBEITER.totpGeheimnis).generate({ timestamp: t.uhr.jetzt().getTime() });
      const c = await t.app.inject({ method: 'POST', url: '/api/service/anmelden/code', headers: { host, kennung: 'service', challenge: a.json().challenge, code } });
      expect(c.statusCode, m.key).toBe(200);
      expect(c.json()).toMatchObject({ rolle: 'ADMIN', passwortAendern: false });
    }
  });
});
