import { sql, type Kysely } from 'kysely';

/**
 * The public price feed's limit per client (an IPv4 address or an IPv6 /64) and minute, counted in the
 * database so that every server process shares it: one counter row per tenant, client and minute, raised
 * with one upsert per request (cheaper than the event rows of the portal's limits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table preisfeed_zaehler (
    mandant text not null,
    schluessel text not null,
    fenster bigint not null,
    anzahl integer not null,
    primary key (mandant, schluessel, fenster)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table preisfeed_zaehler`.execute(db);
}
