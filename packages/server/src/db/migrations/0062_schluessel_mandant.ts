import { sql, type Kysely } from 'kysely';

/**
 * Issue 27 item 3: every primary key leads with the tenant, and with the customer next where the row belongs
 * to one, so a later Citus distribution needs no schema change (docs/skalierung.md). The old single-column
 * keys stay usable where code looks rows up by them alone: tokens keep a unique index of their own (random
 * 256-bit hashes: unique by construction), the outbox and rate events an index on id (export across tenants,
 * taking back events). `lastgang` and `lastgang_tag` went with migration 0060 (intervall_tag leads with mandant).
 */
const NEU: Array<[tabelle: string, schluessel: string, zusatz?: string]> = [
  ['sitzung', 'mandant, kundennummer, token_hash', 'create unique index sitzung_token on sitzung (token_hash)'],
  ['passwort_reset', 'mandant, kundennummer, token_hash', 'create unique index passwort_reset_token on passwort_reset (token_hash)'],
  ['anmelde_challenge', 'mandant, kundennummer, token_hash', 'create unique index anmelde_challenge_token on anmelde_challenge (token_hash)'],
  ['ratenereignis', 'mandant, id', 'create index ratenereignis_id on ratenereignis (id)'],
  ['tarif', 'mandant, id'],
  ['ablesung', 'mandant, id'],
  ['kuendigung', 'mandant, kundennummer, id'],
  ['kontaktanfrage', 'mandant, kundennummer, id'],
  ['outbox', 'mandant, id', 'create index outbox_id on outbox (id)'],
  ['kuendigung_oeffentlich', 'mandant, id'],
  ['umzug', 'mandant, kundennummer, id'],
  ['abschlag_aenderung', 'mandant, kundennummer, id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [tabelle, schluessel, zusatz] of NEU) {
    // The lookup index first, so no moment is without one (the whole run is one transaction anyway).
    if (zusatz) await sql.raw(zusatz).execute(db);
    await sql.raw(`alter table ${tabelle} drop constraint ${tabelle}_pkey, add constraint ${tabelle}_pkey primary key (${schluessel})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [tabelle, schluessel, zusatz] of NEU) {
    const alt = schluessel.endsWith('token_hash') ? 'token_hash' : 'id';
    await sql.raw(`alter table ${tabelle} drop constraint ${tabelle}_pkey, add constraint ${tabelle}_pkey primary key (${alt})`).execute(db);
    if (zusatz) await sql.raw(`drop index ${/create (?:unique )?index (\w+)/.exec(zusatz)![1]}`).execute(db);
  }
}
