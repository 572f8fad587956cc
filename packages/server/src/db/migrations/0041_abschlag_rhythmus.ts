import { sql, type Kysely } from 'kysely';

// Issue 15 rule applied to the instalment table of issue 13 (which landed beside 0040): the rhythm
// accepts only the contract's values. A literal list on purpose: a migration means the same forever.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table abschlag add constraint abschlag_rhythmus_check check (rhythmus in ('MONATLICH', 'ZWEIMONATLICH', 'VIERTELJAEHRLICH'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table abschlag drop constraint abschlag_rhythmus_check`.execute(db);
}
