import { sql, type Kysely } from 'kysely';

// Issue #13 §1: terminations sent without login (§312k BGB). The request is kept as sent; the matched
// contracts (none when nothing matched) are for the utility's manual check, never shown to the sender.
// The key that opens the PDF again is stored only as its SHA-256.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table kuendigung_oeffentlich (
    id bigserial primary key,
    mandant text not null,
    eingangsnummer text not null,
    schluessel_hash text not null,
    antrag jsonb not null,
    kundennummer text,
    vertrag_ids jsonb not null,
    eingegangen timestamptz not null,
    unique (mandant, eingangsnummer)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists kuendigung_oeffentlich`.execute(db);
}
