import { sql, type Kysely } from 'kysely';

/**
 * The import's optional tariff field `einspeiseverguetung` (EUR/kWh): what the customer is paid for electricity
 * fed into the grid, so the PV customer's history can show the feed-in's value. Null where the import gives none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tarif add column einspeiseverguetung double precision`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tarif drop column einspeiseverguetung`.execute(db);
}
