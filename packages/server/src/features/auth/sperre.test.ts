import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anmelden, bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';

// A customer blocked by re-import loses the open session at once.
describe.each(DATENBANKEN)('Sperre durch Import (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001'), kunde('1002')] });
  });
  afterEach(() => t.schliessen());

  it('ends every session of the blocked customer, so it can neither read nor write; others stay', async () => {
    const gesperrt = await anmelden(t.app, '1001');
    const andere = await anmelden(t.app, '1002');
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { portalGesperrt: true })] });
    expect((await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers: gesperrt })).statusCode).toBe(401);
    const schreiben = await t.app.inject({
      method: 'PUT',
      url: '/api/anschlussnutzer/passwort_aendern',
      headers: gesperrt,
      payload: { altesPasswort: 'Geheim123!', neuesPasswort: 'Sonnig2026!' },
    });
    expect(schreiben.statusCode).toBe(702);
    expect((await t.app.inject({ method: 'GET', url: '/api/anschlussnutzer', headers: andere })).statusCode).toBe(200);
  });
});
