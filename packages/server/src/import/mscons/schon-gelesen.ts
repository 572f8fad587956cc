import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

export interface Dokument {
  absender: string;
  dokumentnummer: string;
}

/** The statement of `schonGelesen`, for its plan test. */
export function schonGelesenSql(mandant: string, dokumente: readonly Dokument[]) {
  // One key probe per message (lateral). With statistics older than the day's imports, the earlier condition over the
  // whole part (absender = any(…) and dokumentnummer = any(…)) let the planner scan the tenant's every message, and
  // each file read slower than the last (38 → 120 ms per 1,000 days over four rounds of bench:mscons); the probe
  // alone is not enough either (statistikAuffrischen).
  return sql<Dokument>`
    select m.absender, m.dokumentnummer
    from unnest(${dokumente.map((d) => d.absender)}::text[], ${dokumente.map((d) => d.dokumentnummer)}::text[]) as k(absender, dokumentnummer)
    cross join lateral (select absender, dokumentnummer from mscons_nachricht m
      where m.mandant = ${mandant} and m.absender = k.absender and m.dokumentnummer = k.dokumentnummer limit 1) m`;
}

/**
 * Statistics of `mscons_nachricht` taken anew once the table has doubled (and holds ten pages) since they were
 * taken: rare enough to cost nothing measurable, and the estimate stays within a factor of two. With statistics of a
 * nearly empty table the planner took the `(mandant, nr)` index for the lookup below, lateral or not, and scanned
 * the tenant's every message for each probe (a fresh-clone run caught it). Autovacuum catches up a minute later,
 * while a day's import adds thousands of messages a second. The table's size on disk decides, not the statistics
 * collector, which reports late. Runs inside the file's transaction: ANALYZE may.
 */
export async function statistikAuffrischen(db: Db): Promise<void> {
  const { rows } = await sql<{ jetzt: number; damals: number }>`
    select (pg_relation_size(c.oid) / current_setting('block_size')::int)::float8 as jetzt, greatest(c.relpages, 0)::float8 as damals
    from pg_class c where c.oid = 'mscons_nachricht'::regclass`.execute(db);
  const r = rows[0];
  if (r && r.jetzt > Math.max(10, r.damals * 2)) await sql`analyze mscons_nachricht`.execute(db);
}

/** Which of `dokumente` (sender and document number) the tenant has already read. */
export async function schonGelesen(db: Db, mandant: string, dokumente: readonly Dokument[]): Promise<Dokument[]> {
  if (dokumente.length === 0) return [];
  return (await schonGelesenSql(mandant, dokumente).execute(db)).rows;
}
