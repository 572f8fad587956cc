import { sql, type Kysely } from 'kysely';

/**
 * A public termination sent again with the same content answers the first Eingangsnummer. The retry's
 * receipt key is added here instead of replacing the first one, so neither sender loses access to the PDF.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kuendigung_oeffentlich add column weitere_schluessel text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kuendigung_oeffentlich drop column weitere_schluessel`.execute(db);
}
