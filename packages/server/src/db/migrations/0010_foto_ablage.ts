import { sql, type Kysely } from 'kysely';

// Issue 10: a reading's photo leaves the hot path. On PGlite it is a file under the data directory (the
// row names it), since writing 10 MB into PGlite's single in-process heap stalls every other request for
// seconds. On PostgreSQL it stays a bytea written in the insert, stored without compression: JPEG and PNG
// do not compress, so trying costs CPU for nothing. The index serves the per-customer daily photo cap.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ablesung add column foto_datei text`.execute(db);
  await sql`alter table ablesung alter column foto set storage external`.execute(db);
  await sql`create index ablesung_foto_tag on ablesung (mandant, erstellt) where foto_mime is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ablesung_foto_tag`.execute(db);
  await sql`alter table ablesung alter column foto set storage extended`.execute(db);
  await sql`alter table ablesung drop column foto_datei`.execute(db);
}
