// The interval data of `npm run bench:daten` (last-daten.ts), in one place on purpose: it is written against
// today's layout (`lastgang`: one row per quarter hour, `lastgang_tag`: the daily sums its triggers keep), and
// issue 27's new layout (one row per metering point and day) changes only this function.
import { alsBeginn } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../src/db/verbinden.ts';

export interface IntervallBereich {
  /** The contracts (vertrag.nr) with a smart meter. */
  nrVon: number;
  nrBis: number;
  /** First and last local day (YYYY-MM-DD) of 15-minute data; the last one is included. */
  von: string;
  bis: string;
  /**
   * First day of the daily sums, before `von` when the 15-minute data is cut short (EKP_BENCH_TAGE below 365:
   * a year of today's layout is 38 GB for 10,000 metering points): those days get daily sums only, so the
   * daily and monthly history read a full year either way.
   */
  summenVon: string;
}

/**
 * Writes a quarter-hour load for every contract in range and day in range, server-side with generate_series,
 * then their daily sums. One statement per block of contracts keeps each transaction's WAL moderate; the
 * triggers that would recompute the daily sums per statement are off for this session
 * (session_replication_role), and the sums are computed once afterwards in one set-based statement, with the
 * same meaning as the trigger's function (energy; priced energy and market cost from the tenant's prices,
 * which are quarter hours here, so every interval meets exactly one price). The database must be otherwise idle.
 */
export async function intervallDatenErzeugen(c: Db, b: IntervallBereich, log: (t: string) => void): Promise<void> {
  const beginn = alsBeginn(b.von);
  // The end is the start of the day after `bis`: alsBeginn of that day.
  const ende = new Date(Date.parse(`${b.bis}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await sql`set session_replication_role = replica`.execute(c);
  await sql`set maintenance_work_mem = '512MB'`.execute(c);
  // The primary key is dropped for the load and rebuilt from its own definition: several times faster than
  // maintaining it row by row.
  const { rows } = await sql<{ name: string; def: string }>`
    select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'lastgang'::regclass and contype = 'p'`.execute(c);
  const pk = rows[0]!;
  await sql.raw(`alter table lastgang drop constraint ${pk.name}`).execute(c);
  const block = 250;
  for (let nr = b.nrVon; nr <= b.nrBis; nr += block) {
    const bis = Math.min(nr + block - 1, b.nrBis);
    // Household-like values in kWh: base load, a daily wave, noise; contracts differ by a factor.
    await sql`insert into lastgang (vertrag_nr, von, bis, verbrauch)
      select nr, t, t + interval '15 minutes',
        (0.5 + (nr % 7) * 0.1) * (0.05 + 0.04 * (1 + sin(extract(epoch from t) / 86400 * 2 * pi() - 1.5)) + 0.03 * random())
      from generate_series(${nr}::int, ${bis}::int) nr,
        generate_series(${beginn}::timestamptz, ${alsBeginn(ende)}::timestamptz - interval '15 minutes', interval '15 minutes') t`.execute(c);
    if ((nr - b.nrVon) % (block * 8) === 0) log(`  Lastgang bis Vertrag ${bis} geschrieben`);
  }
  log('Primärschlüssel wird aufgebaut …');
  await sql.raw(`alter table lastgang add constraint ${pk.name} ${pk.def}`).execute(c);
  await sql`insert into lastgang_tag (vertrag_nr, tag, verbrauch, markt_energie, markt_kosten)
    select l.vertrag_nr, (l.von at time zone 'Europe/Berlin')::date, sum(l.verbrauch),
      coalesce(sum(l.verbrauch) filter (where m.preis is not null), 0), coalesce(sum(l.verbrauch * m.preis), 0)
    from lastgang l
    join vertrag v on v.nr = l.vertrag_nr
    left join marktpreis m on m.mandant = v.mandant and m.von = l.von
    where l.vertrag_nr between ${b.nrVon} and ${b.nrBis}
    group by 1, 2`.execute(c);
  await sql`insert into lastgang_tag (vertrag_nr, tag, verbrauch, markt_energie, markt_kosten)
    select nr, tag, e, e, e * 0.1
    from generate_series(${b.nrVon}::int, ${b.nrBis}::int) nr,
      generate_series(${b.summenVon}::date, ${b.von}::date - 1, interval '1 day') tag,
      lateral (select (0.5 + (nr % 7) * 0.1) * (7.7 + 2 * random()) as e) w`.execute(c);
  await sql`set session_replication_role = origin`.execute(c);
  log('Tagessummen berechnet');
}
