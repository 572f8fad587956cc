import { sql, type Kysely } from 'kysely';

// Issue #5: the history reads a contract's intervals (and the tenant's prices) by key range. With the
// value columns included in the primary-key index, PostgreSQL answers from the index alone (index-only
// scan): one contract's year is a few hundred contiguous index pages instead of 35,000 heap pages spread
// over a table that daily imports fill in time order. Measured with `npm run bench:historie`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lastgang drop constraint lastgang_pkey, add constraint lastgang_pkey primary key (vertrag_nr, von) include (bis, verbrauch)`.execute(db);
  await sql`alter table marktpreis drop constraint marktpreis_pkey, add constraint marktpreis_pkey primary key (mandant, von) include (bis, preis)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lastgang drop constraint lastgang_pkey, add constraint lastgang_pkey primary key (vertrag_nr, von)`.execute(db);
  await sql`alter table marktpreis drop constraint marktpreis_pkey, add constraint marktpreis_pkey primary key (mandant, von)`.execute(db);
}
