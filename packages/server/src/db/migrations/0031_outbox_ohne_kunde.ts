import { sql, type Kysely } from 'kysely';

// Issue #13 §1: a public termination that matches no customer still goes to the outbox, for manual
// handling; it has no customer number to carry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox alter column kundennummer drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from outbox where kundennummer is null`.execute(db);
  await sql`alter table outbox alter column kundennummer set not null`.execute(db);
}
