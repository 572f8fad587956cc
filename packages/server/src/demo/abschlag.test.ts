import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandanten, testDatenbank } from '../../test/helper.ts';
import type { Db } from '../db/verbinden.ts';
import { abschlagZustand } from '../features/abschlag/zustand.ts';
import { demoDatenEinspielen } from './einspielen.ts';

// The README promises instalments in the demo: each one has a recommendation, and the amount lies inside the
// tenant's range around it. Computed as the Abschlag page does (abschlagZustand: the forecast, the next twelve
// months' tariffs, VAT on net prices, issue 31 item 3), not with a net shortcut of the rule.
const JETZT = new Date('2026-11-18T10:00:00+01:00');

describe('demo instalments', () => {
  let db: Db;
  let schliessen: () => Promise<void>;
  beforeAll(async () => {
    ({ db, schliessen } = await testDatenbank('pglite'));
    await demoDatenEinspielen(db, mandanten, JETZT, () => {});
  });
  afterAll(() => schliessen());

  it.each(['musterstadt', 'nordlicht'])('%s: contracts with an instalment get a gross recommendation the amount fits', async (mandant) => {
    const zeilen = await db.selectFrom('abschlag').selectAll().where('mandant', '=', mandant).execute();
    expect(zeilen.length).toBeGreaterThanOrEqual(2);
    const konfig = mandanten.alle.find((m) => m.key === mandant)!.abschlag;
    for (const zeile of zeilen) {
      const zustand = await abschlagZustand(db, zeile, konfig, JETZT);
      expect(zustand.empfehlung, zeile.vertrag_id).not.toBeNull();
      expect(zeile.betrag, zeile.vertrag_id).toBeGreaterThanOrEqual(zustand.min);
      expect(zeile.betrag, zeile.vertrag_id).toBeLessThanOrEqual(zustand.max);
    }
  });
});
