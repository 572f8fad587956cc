import { sql, type Kysely } from 'kysely';

/**
 * Issue 27: the primary key of `intervall_tag` carries the day's sums (`include (summe, markt_energie,
 * markt_kosten)`), so the daily and monthly history read them from the index alone. A contract's days lie
 * in as many heap pages as days (the rows of a day are written together for all contracts); a year's history
 * touched ~320 of them, most outside shared_buffers, which was three quarters of PostgreSQL's time per
 * monthly query (bench:historie: 2.1–2.4 → 0.72 ms per query). The key stays the same, so `on conflict` and
 * the partitions (created apart and attached: they get the parent's index) are unchanged; the index is about
 * 45 % larger (13 → 19 MB per month of 10,000 contracts), no second index to write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table intervall_tag drop constraint intervall_tag_pkey, add primary key (mandant, vertrag_nr, kanal, tag) include (summe, markt_energie, markt_kosten)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table intervall_tag drop constraint intervall_tag_pkey, add primary key (mandant, vertrag_nr, kanal, tag)`.execute(db);
}
