import { sql, type Kysely } from 'kysely';

// Each campaign code remembers when its two notices (the campaign's start, five days before the deadline)
// were recorded, so each is recorded once, whatever channel the customer turns on later. The event type
// itself (`ablesekampagne_erinnerung`) came with 0410.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ablesecode add column benachrichtigt_beginn timestamptz, add column benachrichtigt_frist timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ablesecode drop column benachrichtigt_beginn, drop column benachrichtigt_frist`.execute(db);
}
