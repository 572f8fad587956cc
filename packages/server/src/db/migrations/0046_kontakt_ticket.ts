import { sql, type Kysely } from 'kysely';

// Issue 31: a contact request gets a ticket number the customer sees on screen and in the confirmation mail.
// Requests stored before have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kontaktanfrage add column ticketnummer text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kontaktanfrage drop column ticketnummer`.execute(db);
}
