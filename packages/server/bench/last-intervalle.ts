// The interval data of `npm run bench:daten` (last-daten.ts), in one place: one row per contract and day
// (`intervall_tag`), household-like Wh per quarter hour, the day's sum in the same row. Days before
// `von` get a day row too (EKP_BENCH_TAGE below 365 only shortens the run, not the history's year).
import { tagDanach, type IsoDatum } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../src/db/verbinden.ts';
import { partitionenSichern } from '../src/domain/intervall/partitionen.ts';
import { viertelstundenAm } from '../src/domain/intervall/tage.ts';

export interface IntervallBereich {
  mandant: string;
  /** The contracts (vertrag.nr) with a smart meter. */
  nrVon: number;
  nrBis: number;
  /** First and last local day (YYYY-MM-DD) of 15-minute data; the last one is included. */
  von: IsoDatum;
  bis: IsoDatum;
  /** First day of data; before `von` when the quarter hours are cut short. */
  summenVon: IsoDatum;
}

/**
 * Writes a day row for every contract in range and day, server-side: the values are computed in SQL from the
 * contract number and the quarter hour, so no data crosses the wire. Market sums from a flat 0.10 EUR/kWh (the
 * daily and monthly history read these columns; their values do not change the query's cost). Every value
 * measured, which the writer stores as a null `qualitaet` (migration 0210).
 */
export async function intervallDatenErzeugen(c: Db, b: IntervallBereich, log: (t: string) => void): Promise<void> {
  const erster = b.summenVon < b.von ? b.summenVon : b.von;
  await partitionenSichern(c, 'intervall_tag', b.mandant, erster, tagDanach(b.bis));
  for (let tag = erster; tag <= b.bis; tag = tagDanach(tag)) {
    await sql`
      insert into intervall_tag (vertrag_nr, tag, summe, markt_energie, markt_kosten, mandant, kanal, werte_kurz, qualitaet)
      select nr, ${tag}::date, s, s / 1000.0, s / 10000.0, ${b.mandant}, 'BEZUG', w::smallint[], null
      from generate_series(${b.nrVon}::int, ${b.nrBis}::int) nr
      cross join lateral (
        select array(select ((0.5 + (nr % 7) * 0.1) * (50 + 40 * (1 + sin(i / 96.0 * 2 * pi() - 1.5)) + 30 * random()))::int
          from generate_series(0, ${viertelstundenAm(tag)} - 1) i) as w
      ) x
      cross join lateral (select sum(v) as s from unnest(x.w) v) y
      on conflict do nothing`.execute(c);
    if (tag.endsWith('-01')) log(`  Tage ab ${tag} geschrieben`);
  }
  await sql`analyze intervall_tag`.execute(c);
  log('Intervalldaten geschrieben');
}
