import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bauen, mandanten, type TestApp } from '../../test/helper.ts';
import { abschlagZustand } from '../features/abschlag/zustand.ts';
import { demoDatenEinspielen } from './einspielen.ts';
import { passwortPruefen } from '../shared/passwort-hash.ts';
import { DEMO_PASSWORT } from './kunden.ts';

// What the README promises of the demo, checked on the data the first start imports (one import for all).
const JETZT = '2026-11-18T10:00:00+01:00';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bauen('pglite', { jetzt: JETZT });
    await demoDatenEinspielen(t.db, mandanten, new Date(JETZT), () => {});
  });
  afterAll(() => t.schliessen());

  // Each instalment has a recommendation, and the amount lies inside the tenant's range around it. Computed as
  // the Abschlag page does (abschlagZustand: the forecast, the next twelve months' tariffs, VAT on net prices,
  // ), not with a net shortcut of the rule.
  it.each(['musterstadt', 'nordlicht'])('%s: contracts with an instalment get a gross recommendation the amount fits', async (mandant) => {
    const zeilen = await t.db.selectFrom('abschlag').selectAll().where('mandant', '=', mandant).execute();
    expect(zeilen.length).toBeGreaterThanOrEqual(2);
    const konfig = mandanten.alle.find((m) => m.key === mandant)!.abschlag;
    for (const zeile of zeilen) {
      const zustand = await abschlagZustand(t.db, zeile, konfig, new Date(JETZT));
      expect(zustand.empfehlung, zeile.vertrag_id).not.toBeNull();
      expect(zeile.betrag, zeile.vertrag_id).toBeGreaterThanOrEqual(zustand.min);
      expect(zeile.betrag, zeile.vertrag_id).toBeLessThanOrEqual(zustand.max);
    }
  });

  // Customer 10006's values came from the metering operator (demo/messwerte.ts) through the importer.
  it('every demo customer signs in with the published password, hashed once', async () => {
    const zeilen = await t.db.selectFrom('anschlussnutzer').select(['mandant', 'passwort_hash']).where('passwort_hash', 'is not', null).execute();
    expect(zeilen.length).toBeGreaterThan(mandanten.alle.length);
    const hashes = new Set(zeilen.map((z) => z.passwort_hash));
    expect(hashes.size).toBe(1);
    for (const h of hashes) expect(await passwortPruefen(DEMO_PASSWORT, h)).toBe(true);
  });

  it('10006 sees measured, substitute and provisional values, feed-in, and how far the data goes', async () => {
    const ich = t.als('10006', { passwort: DEMO_PASSWORT });
    const vertrag = (await ich.get('/5000600601')).json();
    expect(vertrag.datenBis).toBe('2026-11-18T00:00:00+01:00');
    const tage = (await ich.get('/5000600601/historie?von=2026-11-13&bis=2026-11-17&interval=daily')).json().data as Array<{ von: string; qualitaet: string; einspeisung?: number }>;
    expect(tage.map((d) => [d.von.slice(0, 10), d.qualitaet])).toEqual([
      // The 13th's substitute evening was corrected by measured values; the 15th keeps its substitute hour.
      ['2026-11-13', 'GEMESSEN'],
      ['2026-11-14', 'GEMESSEN'],
      ['2026-11-15', 'ERSATZWERT'],
      ['2026-11-16', 'GEMESSEN'],
      ['2026-11-17', 'VORLAEUFIG'],
    ]);
    for (const d of tage) expect(d.einspeisung).toBeGreaterThan(0);
    // The correction left the replaced values as an earlier version.
    expect(await t.db.selectFrom('messwert_tag_version').select('tag').distinct().execute()).toEqual([{ tag: '2026-11-13' }]);
  });
});
