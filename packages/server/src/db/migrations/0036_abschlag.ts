import { sql, type Kysely } from 'kysely';

// Issue 13 "Abschlag ändern": the instalment the import delivers per contract, and the customer's changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table abschlag (
      mandant text not null,
      vertrag_id text not null,
      betrag double precision not null,
      rhythmus text not null,
      naechste_faelligkeit date not null,
      primary key (mandant, vertrag_id),
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    )`.execute(db);
  await sql`
    create table abschlag_aenderung (
      id bigserial primary key,
      mandant text not null,
      vertrag_id text not null,
      kundennummer text not null,
      betrag_alt double precision not null,
      betrag_neu double precision not null,
      gueltig_ab date not null,
      erstellt timestamptz not null default now(),
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    )`.execute(db);
  await sql`create index abschlag_aenderung_vertrag on abschlag_aenderung (mandant, vertrag_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists abschlag_aenderung, abschlag`.execute(db);
}
