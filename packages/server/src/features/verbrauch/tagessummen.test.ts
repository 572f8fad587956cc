import type { ImportDatei } from '@ekp/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATENBANKEN, einspielen, kunde, testDatenbank } from '../../../test/helper.ts';
import type { Db } from '../../db/verbinden.ts';
import { historieLesen, historieLesenSql } from './historie-repository.ts';
import { ganzerTag, historieDatei } from '../../../test/testdaten/verbrauch.ts';

// The daily and monthly history are summed in Node from the day rows (tagessummen.ts). They must
// answer exactly as the SQL aggregation (tagessummen-sql.ts, historieLesenSql).

const MANDANT = 'musterstadt';
const DYN = { name: 'Dynamisch', tariftyp: 'DYNAMISCHER_PREIS' as const, grundpreis: 10, arbeitspreis: 0.99, istDynamisch: true, aufschlag: 0.0731 };
const FEST = { name: 'Fest', tariftyp: 'ALLES_INKLUSIVE_BRUTTO' as const, grundpreis: 10, arbeitspreis: 0.3117 };
const vertrag = (id: string, extra: Record<string, unknown>) => ({
  id, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort',
  kundenArt: 'Haushaltskunde' as const, ...extra,
});
const iso = (ms: number) => new Date(ms).toISOString();

/** Days from 27 Feb to 2 Apr 2026 (a month change and the spring change day), some without prices or load. */
function monateDatei(): ImportDatei {
  const preise: Array<{ von: string; bis: string; preis: number }> = [];
  const last: Array<{ von: string; bis: string; verbrauch: number }> = [];
  let x = 11;
  const zufall = () => (x = (x * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let tag = Date.parse('2026-02-27T00:00:00+01:00'); tag < Date.parse('2026-04-03T00:00:00+02:00'); ) {
    const d = new Date(tag).toISOString();
    const stunden = d.startsWith('2026-03-28T23') ? 23 : 24;
    const nr = Math.round((tag - Date.parse('2026-02-27T00:00:00+01:00')) / 86_400_000);
    if (nr % 6 !== 4) last.push(...ganzerTag(d, stunden, 15, 0).map((w) => ({ ...w, verbrauch: Math.round(zufall() * 900) / 1000 })));
    if (nr % 5 !== 2) for (let h = 0; h < stunden; h++) preise.push({ von: iso(tag + h * 3_600_000), bis: iso(tag + (h + 1) * 3_600_000), preis: Math.round(zufall() * 1e5) / 1e6 });
    tag += stunden * 3_600_000;
  }
  return {
    preise,
    anschlussnutzer: [
      kunde('2001', {
        vertraege: [
          vertrag('VDYN', { tarife: [DYN], lastgang: last }),
          // Fixed until 3 Mar, dynamic from 4 Mar to 30 Mar, no tariff on 31 Mar, fixed again from 1 Apr.
          vertrag('VWECHSEL', {
            tarife: [
              { ...FEST, gueltigVon: '2026-01-01', gueltigBis: '2026-03-03' },
              { ...DYN, gueltigVon: '2026-03-04', gueltigBis: '2026-03-30' },
              { ...FEST, arbeitspreis: 0.28, gueltigVon: '2026-04-01' },
            ],
            lastgang: last,
          }),
          vertrag('VOHNE', { lastgang: last.slice(0, 500) }),
        ],
      }),
    ],
  };
}

describe.each(DATENBANKEN)('daily and monthly history in Node equal the SQL aggregation (%s)', (art) => {
  let db: Db;
  let schliessen: () => Promise<void>;
  beforeEach(async () => {
    ({ db, schliessen } = await testDatenbank(art));
  });
  afterEach(() => schliessen());

  const vergleichen = async (vertragId: string, von: string, bis: string, intervall: 'daily' | 'monthly') => {
    const { rows } = await sql<{ nr: number }>`select nr from vertrag where mandant = ${MANDANT} and id = ${vertragId}`.execute(db);
    const a = { mandant: MANDANT, vertragNr: rows[0]!.nr, vertragId, von: new Date(von), bis: new Date(bis), intervall };
    const node = await historieLesen(db, a);
    expect(node, `${vertragId} ${intervall} ${von}–${bis}`).toEqual(await historieLesenSql(db, a));
    return node;
  };

  it('on the hand-computed fixtures', async () => {
    await einspielen(db, historieDatei);
    for (const v of ['V15', 'V60', 'VMIX', 'VFIX', 'VDST']) {
      for (const intervall of ['daily', 'monthly'] as const) await vergleichen(v, '2026-01-01T00:00:00+01:00', '2026-12-01T00:00:00+01:00', intervall);
    }
  });

  it('over a month change and the spring change day with tariff changes, a day without tariff, gaps in load and prices', async () => {
    await einspielen(db, monateDatei());
    for (const v of ['VDYN', 'VWECHSEL', 'VOHNE']) {
      const tage = await vergleichen(v, '2026-02-27T00:00:00+01:00', '2026-04-03T00:00:00+02:00', 'daily');
      expect(tage.length).toBeGreaterThan(v === 'VOHNE' ? 4 : 25);
      const monate = await vergleichen(v, '2026-01-01T00:00:00+01:00', '2026-05-01T00:00:00+02:00', 'monthly');
      expect(monate.length).toBe(v === 'VOHNE' ? 2 : 3);
    }
    // A range starting and ending inside days takes them whole.
    await vergleichen('VWECHSEL', '2026-03-03T10:00:00+01:00', '2026-03-29T05:00:00+02:00', 'daily');
    await vergleichen('VWECHSEL', '2026-03-03T10:00:00+01:00', '2026-04-01T05:00:00+02:00', 'monthly');
  });

  it('answers nothing without day rows in range', async () => {
    await einspielen(db, monateDatei());
    expect(await vergleichen('VDYN', '2025-01-01T00:00:00+01:00', '2025-02-01T00:00:00+01:00', 'monthly')).toEqual([]);
  });
});
