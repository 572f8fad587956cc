import type { ImportDatei } from '@ekp/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATENBANKEN, einspielen, kunde, testDatenbank } from '../../../test/helper.ts';
import type { Db } from '../../db/verbinden.ts';
import { tagespreiseVergessen } from '../../domain/intervall/tagespreise.ts';
import { historieLesen, historieLesenSql } from './historie-repository.ts';
import { ganzerTag, historieDatei } from '../../../test/testdaten/verbrauch.ts';

// The hourly history is computed in Node from the day rows and the process's day price arrays.
// It must answer exactly as the SQL aggregation it replaced (historieLesenSql), on odd data too.

const MANDANT = 'musterstadt';
const DYN = { name: 'Dynamisch', tariftyp: 'DYNAMISCHER_PREIS' as const, grundpreis: 10, arbeitspreis: 0.99, istDynamisch: true, aufschlag: 0.0731 };
const vertrag = (id: string, extra: Record<string, unknown>) => ({
  id, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort',
  kundenArt: 'Haushaltskunde' as const, ...extra,
});
const iso = (ms: number) => new Date(ms).toISOString();

/** 24–26 Oct 2026 (the autumn change day in the middle): quarter-hour and hourly prices, 5-minute ones, gaps. */
function ungeradeDatei(): ImportDatei {
  const start = Date.parse('2026-10-24T00:00:00+02:00');
  const ende = Date.parse('2026-10-27T00:00:00+01:00');
  const preise: Array<{ von: string; bis: string; preis: number }> = [];
  let x = 7;
  const zufall = () => (x = (x * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let t = start; t < ende; t += 3_600_000) {
    const art = Math.floor((t - start) / 3_600_000) % 7;
    if (art === 3) continue; // an hour without a price
    if (art === 5) for (let k = 0; k < 12; k++) preise.push({ von: iso(t + k * 300_000), bis: iso(t + (k + 1) * 300_000), preis: Math.round(zufall() * 1e5) / 1e6 });
    else if (art % 2 === 0) preise.push({ von: iso(t), bis: iso(t + 3_600_000), preis: Math.round(zufall() * 1e5) / 1e6 });
    else for (let k = 0; k < 4; k++) preise.push({ von: iso(t + k * 900_000), bis: iso(t + (k + 1) * 900_000), preis: Math.round(zufall() * 1e5) / 1e6 - 0.02 });
  }
  const last = ganzerTag(iso(start), 73, 15, 0).map((w, i) => ({ ...w, verbrauch: Math.round(zufall() * 1500) / 1000 + (i % 9 === 0 ? 0.0005 : 0) }));
  return {
    preise,
    anschlussnutzer: [
      kunde('2001', {
        vertraege: [
          vertrag('VDYN', { tarife: [DYN], lastgang: last.filter((_, i) => i % 31 !== 5) }),
          // Dynamic until 24 Oct, then fixed from the 25th, then dynamic again from the 26th.
          vertrag('VWECHSEL', {
            tarife: [
              { ...DYN, gueltigVon: '2026-01-01', gueltigBis: '2026-10-24' },
              { name: 'Fest', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 10, arbeitspreis: 0.3117, gueltigVon: '2026-10-25', gueltigBis: '2026-10-25' },
              { ...DYN, aufschlag: 0.05, gueltigVon: '2026-10-26' },
            ],
            lastgang: last,
          }),
          // Hourly load (split into quarter hours when stored).
          vertrag('VSTUNDE', { tarife: [DYN], lastgang: ganzerTag(iso(start), 73, 60, 0).map((w, i) => ({ ...w, verbrauch: (i % 5) + 0.3 })) }),
          // No tariff at all.
          vertrag('VOHNE', { lastgang: last.slice(0, 40) }),
        ],
      }),
    ],
  };
}

describe.each(DATENBANKEN)('hourly history in Node equals the SQL aggregation (%s)', (art) => {
  let db: Db;
  let schliessen: () => Promise<void>;
  beforeEach(async () => {
    ({ db, schliessen } = await testDatenbank(art));
    tagespreiseVergessen();
  });
  afterEach(() => schliessen());

  const vergleichen = async (vertragId: string, von: string, bis: string) => {
    const { rows } = await sql<{ nr: number }>`select nr from vertrag where mandant = ${MANDANT} and id = ${vertragId}`.execute(db);
    const a = { mandant: MANDANT, vertragNr: rows[0]!.nr, vertragId, von: new Date(von), bis: new Date(bis), intervall: 'hourly' as const };
    const node = await historieLesen(db, a);
    expect(node, `${vertragId} ${von}–${bis}`).toEqual(await historieLesenSql(db, a));
    return node;
  };

  it('on the hand-computed fixtures', async () => {
    await einspielen(db, historieDatei);
    for (const v of ['V15', 'V60', 'VMIX', 'VFIX']) await vergleichen(v, '2026-11-16T00:00:00+01:00', '2026-11-18T00:00:00+01:00');
    await vergleichen('V15', '2026-11-17T00:30:00+01:00', '2026-11-17T02:15:00+01:00');
    await vergleichen('VDST', '2026-10-25T00:00:00+02:00', '2026-10-26T00:00:00+01:00');
    await vergleichen('VDST', '2026-03-29T00:00:00+01:00', '2026-03-30T00:00:00+02:00');
  });

  it('on three days around the autumn change with hourly, quarter-hour and 5-minute prices, gaps and tariff changes', async () => {
    await einspielen(db, ungeradeDatei());
    for (const v of ['VDYN', 'VWECHSEL', 'VSTUNDE', 'VOHNE']) {
      const alle = await vergleichen(v, '2026-10-24T00:00:00+02:00', '2026-10-27T00:00:00+01:00');
      expect(alle.length).toBeGreaterThan(v === 'VOHNE' ? 5 : 70);
    }
    await vergleichen('VWECHSEL', '2026-10-25T01:45:00+02:00', '2026-10-25T05:10:00+01:00');
  });

  it('sees changed prices at once (the stand of migration 0190), also after they were cached', async () => {
    await einspielen(db, ungeradeDatei());
    const vorher = await vergleichen('VDYN', '2026-10-24T00:00:00+02:00', '2026-10-25T00:00:00+02:00');
    const datei = ungeradeDatei();
    await einspielen(db, { preise: datei.preise!.map((p) => ({ ...p, preis: p.preis + 0.1 })) });
    const nachher = await vergleichen('VDYN', '2026-10-24T00:00:00+02:00', '2026-10-25T00:00:00+02:00');
    // 0.1 EUR/kWh more on the market is 0.119 more for the customer (with VAT: the price the customer pays).
    expect(nachher[0]!.arbeitspreis).toBeCloseTo(vorher[0]!.arbeitspreis! + 0.1 * 1.19, 6);
    await db.deleteFrom('marktpreis').where('mandant', '=', MANDANT).execute();
    expect((await vergleichen('VDYN', '2026-10-24T00:00:00+02:00', '2026-10-25T00:00:00+02:00')).every((e) => e.kosten === null)).toBe(true);
  });
});
