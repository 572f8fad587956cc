import { sql, type Kysely } from 'kysely';

/**
 * § 40b EnWG billing information: one row per contract and period (`id` YYYY-MM for a month, von_bis for a
 * requested one), with its content as computed (the PDF under Dokumente shows the same figures). The primary
 * key makes the monthly job idempotent across processes: a second run updates, never adds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table abrechnungsinformation (
      mandant text not null,
      vertrag_id text not null,
      id text not null,
      kundennummer text not null,
      angefordert boolean not null,
      von date not null,
      bis date not null,
      vorlaeufig boolean not null,
      daten jsonb not null,
      erstellt timestamptz not null,
      aktualisiert timestamptz not null,
      primary key (mandant, kundennummer, vertrag_id, id),
      unique (mandant, vertrag_id, id),
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists abrechnungsinformation`.execute(db);
}
