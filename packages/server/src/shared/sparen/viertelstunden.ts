import type { Verbrauchswert } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

/**
 * Issue 30: the ONE place the saving tools read a contract's interval data (cheapest window, comparison,
 * forecast, all-in history). The interval storage is being redesigned (one row per metering point and day
 * with Wh arrays, issue 27); only this function must follow it. Values in time order, instants as ms,
 * energy in kWh; 15-minute or hourly values as imported.
 */
export async function verbrauchswerteLesen(db: Db, vertragNr: number, von: Date, bis: Date): Promise<Verbrauchswert[]> {
  // One row of three arrays: parsing tens of thousands of timestamp rows cost seconds on PGlite.
  const { rows } = await sql<{ v: number[] | null; b: number[] | null; k: number[] | null }>`
    select array_agg(date_part('epoch', von)::float8 order by von) as v, array_agg(date_part('epoch', bis)::float8 order by von) as b,
      array_agg(verbrauch order by von) as k
    from lastgang where vertrag_nr = ${vertragNr} and von >= ${von} and von < ${bis}`.execute(db);
  const z = rows[0];
  if (!z?.v || !z.b || !z.k) return [];
  const aus: Verbrauchswert[] = new Array(z.v.length);
  for (let i = 0; i < z.v.length; i++) aus[i] = { von: Math.round(Number(z.v[i]) * 1000), bis: Math.round(Number(z.b[i]) * 1000), kwh: Number(z.k[i]) };
  return aus;
}

/** Sum, covered time and last end of a contract's interval data in a range, without fetching the values. */
export async function verbrauchswerteSumme(db: Db, vertragNr: number, von: Date, bis: Date): Promise<{ kwh: number; dauerMs: number; letztesEnde: Date | null }> {
  const { rows } = await sql<{ kwh: number | null; sekunden: number | null; letztes_ende: Date | null }>`
    select sum(verbrauch) as kwh, sum(date_part('epoch', bis) - date_part('epoch', von)) as sekunden, max(bis) as letztes_ende
    from lastgang where vertrag_nr = ${vertragNr} and von >= ${von} and von < ${bis}`.execute(db);
  const z = rows[0];
  return { kwh: Number(z?.kwh ?? 0), dauerMs: Number(z?.sekunden ?? 0) * 1000, letztesEnde: z?.letztes_ende ? new Date(z.letztes_ende) : null };
}
