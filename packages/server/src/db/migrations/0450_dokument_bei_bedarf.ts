import { sql, type Kysely } from 'kysely';

// A document whose bytes are made from stored figures (the billing information's PDF) may be stored without
// them: they are rendered on the first ask and kept then (domain/dokument-bei-bedarf.ts). A monthly run for
// 100,000 contracts would otherwise spend most of its time on PDFs few customers open.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dokument alter column inhalt drop not null, alter column groesse drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from dokument where inhalt is null or groesse is null`.execute(db);
  await sql`alter table dokument alter column inhalt set not null, alter column groesse set not null`.execute(db);
}
