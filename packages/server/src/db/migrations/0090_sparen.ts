import { sql, type Kysely } from 'kysely';

// Issue 30: price components and the product catalogue, per tenant. Both are small, read whole and
// validated by the contract's zod schema on import, so their values are kept as jsonb.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table preisbestandteile (
    mandant text not null,
    id text not null,
    daten jsonb not null,
    primary key (mandant, id)
  )`.execute(db);
  await sql`create table produkt (
    mandant text not null,
    id text not null,
    daten jsonb not null,
    primary key (mandant, id)
  )`.execute(db);
  await sql`alter table tarif add column preisbestandteile text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tarif drop column preisbestandteile`.execute(db);
  await sql`drop table produkt`.execute(db);
  await sql`drop table preisbestandteile`.execute(db);
}
