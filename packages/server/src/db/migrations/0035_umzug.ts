import { sql, type Kysely } from 'kysely';

// Issue 13 "Umzug melden": one move per contract; vertragsende is set for a §41b(5) EnWG termination.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table umzug (
      id bigserial primary key,
      mandant text not null,
      vertrag_id text not null,
      kundennummer text not null,
      auszugsdatum date not null,
      strasse text not null, hausnummer text not null, plz text not null, ort text not null,
      weiterbeliefern boolean not null,
      einzugsdatum date,
      zaehlernummer_neu text,
      malo_id_neu text,
      zaehlerstaende jsonb,
      vertragsende date,
      erstellt timestamptz not null default now(),
      unique (mandant, vertrag_id),
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists umzug`.execute(db);
}
