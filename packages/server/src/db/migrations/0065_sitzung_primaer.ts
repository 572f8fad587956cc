import { sql, type Kysely } from 'kysely';

// Issue 27 item 4 (read replicas): a session that wrote reads from the primary until this instant, so the
// customer sees their own write on the next page even in another server process (db/replikate.ts). It sits
// in the session row because every authenticated request reads that row from the primary anyway.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sitzung add column primaer_bis timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sitzung drop column primaer_bis`.execute(db);
}
