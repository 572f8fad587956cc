import { sql, type Kysely } from 'kysely';

/**
 * The console's search finds a contract by its Marktlokations- and Messlokations-ID (imported with the
 * contract since the MSCONS import), prefix and case-insensitive, as the other fields: each gets its own
 * expression index that LIKE 'abc%' walks in order (migration 0080's pattern). The partial index of 0070 on
 * (mandant, malo_id) is for exact lookups of the importer and cannot serve lower(...) LIKE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index vertrag_suche_malo on vertrag (mandant, lower(malo_id) text_pattern_ops) where malo_id is not null`.execute(db);
  await sql`create index vertrag_suche_melo on vertrag (mandant, lower(melo_id) text_pattern_ops) where melo_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists vertrag_suche_malo`.execute(db);
  await sql`drop index if exists vertrag_suche_melo`.execute(db);
}
