import { sql, type Kysely } from 'kysely';

// Issue 33, exactly once under a crash: a claimed delivery row records which claim holds it. A process
// marks a row sent, renews its lease or releases it only while the row still carries its own claim, so
// a process that stalled past its lease can no longer touch a row another process has taken over.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table benachrichtigung_zustellung add column besitzer text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table benachrichtigung_zustellung drop column besitzer`.execute(db);
}
