import { sql, type Kysely } from 'kysely';

// Issue 26 item 2: a retried public termination (the same declaration within 10 minutes, or the same
// Idempotency-Key) finds its first Eingangsnummer again instead of being stored and mailed twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kuendigung_oeffentlich add column antrag_hash text, add column idempotenz_schluessel text`.execute(db);
  await sql`create index kuendigung_oeffentlich_antrag on kuendigung_oeffentlich (mandant, antrag_hash, eingegangen)`.execute(db);
  await sql`create index kuendigung_oeffentlich_idempotenz on kuendigung_oeffentlich (mandant, idempotenz_schluessel)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index kuendigung_oeffentlich_idempotenz`.execute(db);
  await sql`drop index kuendigung_oeffentlich_antrag`.execute(db);
  await sql`alter table kuendigung_oeffentlich drop column antrag_hash, drop column idempotenz_schluessel`.execute(db);
}
