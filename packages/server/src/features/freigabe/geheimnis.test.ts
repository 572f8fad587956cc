import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, type TestApp } from '../../../test/helper.ts';
import { fluechtigerSchluesselbund, schluesselbund, schluesselbundVon } from '../../shared/schluesselbund.ts';
import { geheimnisLesen } from './geheimnis.ts';

// The OAuth keys are secrets at rest like the TOTP secrets: sealed with the one key ring.
describe.each(DATENBANKEN)('OAuth keys at rest (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await t.app.ready();
  });
  afterEach(() => t.schliessen());

  it('stores the private signing key and the cookie key only sealed', async () => {
    const zeilen = await t.db.selectFrom('oauth_geheimnis').selectAll().execute();
    expect(zeilen.length).toBeGreaterThan(0);
    for (const z of zeilen) {
      expect(z.cookie_schluessel).toMatch(/^v1:/);
      expect(Object.keys(z.jwks)).toEqual(['versiegelt']);
      // A private EC JWK has "d"; neither it nor the curve name may be readable in the row.
      expect(JSON.stringify(z)).not.toMatch(/"d"|P-256|"kty"/);
    }
    const offen = await geheimnisLesen(t.db, schluesselbundVon({}), zeilen[0]!.mandant);
    expect(offen.jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', use: 'sig' });
    expect(offen.jwks.keys[0]!['d']).toEqual(expect.any(String));
  });

  it('seals a plain row from before, and reseals with a new current key while the old one still opens it', async () => {
    const jwks = { keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'geheim', use: 'sig', kid: 'alt' }] };
    await t.db.updateTable('oauth_geheimnis').set({ cookie_schluessel: 'klartext-cookie', jwks: JSON.stringify(jwks) }).where('mandant', '=', 'musterstadt').execute();
    const alt = fluechtigerSchluesselbund();
    expect(await geheimnisLesen(t.db, alt, 'musterstadt')).toEqual({ cookieSchluessel: 'klartext-cookie', jwks });
    const nachher = await t.db.selectFrom('oauth_geheimnis').selectAll().where('mandant', '=', 'musterstadt').executeTakeFirstOrThrow();
    expect(JSON.stringify(nachher)).not.toContain('geheim');
    expect(nachher.cookie_schluessel.startsWith(`v1:${alt.aktuell.id}:`)).toBe(true);

    const rotiert = schluesselbund(Buffer.alloc(32, 7), [alt.aktuell.schluessel]);
    expect(await geheimnisLesen(t.db, rotiert, 'musterstadt')).toEqual({ cookieSchluessel: 'klartext-cookie', jwks });
    const neu = await t.db.selectFrom('oauth_geheimnis').select('cookie_schluessel').where('mandant', '=', 'musterstadt').executeTakeFirstOrThrow();
    expect(neu.cookie_schluessel.startsWith(`v1:${rotiert.aktuell.id}:`)).toBe(true);
  });
});
