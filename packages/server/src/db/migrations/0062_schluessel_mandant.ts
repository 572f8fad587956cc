import { sql, type Kysely } from 'kysely';

/**
 * Issue 27 item 3: every primary key leads with the tenant, and with the customer next where the row belongs
 * to one, so a later Citus distribution needs no schema change (docs/skalierung.md). Likewise every unique
 * constraint and every foreign key includes mandant (the interval rows now refer to (mandant, nr) of a
 * contract, not to the bare nr). Code that looks rows up by the old single column keeps a plain index on it:
 * tokens (random 256-bit hashes, unique by construction), the outbox and rate events (export across tenants,
 * taking back events). `lastgang` and `lastgang_tag` went with migration 0060 (intervall_tag leads with mandant).
 */
const NEU: Array<[tabelle: string, schluessel: string, zusatz?: string]> = [
  ['sitzung', 'mandant, kundennummer, token_hash', 'create index sitzung_token on sitzung (token_hash)'],
  ['passwort_reset', 'mandant, kundennummer, token_hash', 'create index passwort_reset_token on passwort_reset (token_hash)'],
  ['anmelde_challenge', 'mandant, kundennummer, token_hash', 'create index anmelde_challenge_token on anmelde_challenge (token_hash)'],
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
  await sql`alter table vertrag add constraint vertrag_mandant_nr_key unique (mandant, nr)`.execute(db);
  await sql`alter table intervall_tag drop constraint intervall_tag_vertrag_nr_fkey`.execute(db);
  await sql`alter table intervall_tag add constraint intervall_tag_vertrag_fkey foreign key (mandant, vertrag_nr) references vertrag (mandant, nr) on delete cascade`.execute(db);
  await sql`alter table vertrag drop constraint vertrag_nr_key`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vertrag add constraint vertrag_nr_key unique (nr)`.execute(db);
  await sql`alter table intervall_tag drop constraint intervall_tag_vertrag_fkey`.execute(db);
  await sql`alter table intervall_tag add constraint intervall_tag_vertrag_nr_fkey foreign key (vertrag_nr) references vertrag (nr) on delete cascade`.execute(db);
  await sql`alter table vertrag drop constraint vertrag_mandant_nr_key`.execute(db);
  for (const [tabelle, schluessel, zusatz] of NEU) {
    const alt = schluessel.endsWith('token_hash') ? 'token_hash' : 'id';
    await sql.raw(`alter table ${tabelle} drop constraint ${tabelle}_pkey, add constraint ${tabelle}_pkey primary key (${alt})`).execute(db);
    if (zusatz) await sql.raw(`drop index ${/create (?:unique )?index (\w+)/.exec(zusatz)![1]}`).execute(db);
  }
}
