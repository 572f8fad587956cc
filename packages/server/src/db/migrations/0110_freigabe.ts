import { sql, type Kysely } from 'kysely';

// Issue 32: OAuth data sharing. oidc-provider's models (codes, tokens, grants, interactions) live in
// oauth_speicher under the hash of their id; the third-party clients, the customer's grants and the
// access log beside them. Every key starts with the tenant (and the customer where the data is theirs).
const ANWEISUNGEN = [
  `create table oauth_client (
    mandant text not null,
    client_id text not null,
    name text not null,
    redirect_uris jsonb not null,
    scopes text not null,
    erstellt timestamptz not null default now(),
    primary key (mandant, client_id)
  )`,
  `create table oauth_speicher (
    mandant text not null,
    modell text not null,
    id_hash text not null,
    payload jsonb not null,
    grant_id text,
    uid_hash text,
    ablauf timestamptz,
    verbraucht timestamptz,
    primary key (mandant, modell, id_hash)
  )`,
  `create index oauth_speicher_grant on oauth_speicher (mandant, grant_id)`,
  `create index oauth_speicher_uid on oauth_speicher (mandant, uid_hash)`,
  `create table oauth_geheimnis (
    mandant text not null,
    cookie_schluessel text not null,
    jwks jsonb not null,
    primary key (mandant)
  )`,
  `create table freigabe (
    mandant text not null,
    kundennummer text not null,
    id text not null,
    client_id text not null,
    scopes text not null,
    vertraege jsonb not null,
    erstellt timestamptz not null,
    ablauf timestamptz not null,
    widerrufen timestamptz,
    primary key (mandant, kundennummer, id),
    foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
  )`,
  `create unique index freigabe_id on freigabe (mandant, id)`,
  `create table freigabe_zugriff (
    mandant text not null,
    kundennummer text not null,
    freigabe_id text not null,
    nr bigserial not null,
    zeitpunkt timestamptz not null,
    aufruf text not null,
    anzahl int not null,
    primary key (mandant, kundennummer, freigabe_id, nr),
    foreign key (mandant, kundennummer, freigabe_id) references freigabe on delete cascade
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const a of ANWEISUNGEN) await sql.raw(a).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists freigabe_zugriff, freigabe, oauth_geheimnis, oauth_speicher, oauth_client`.execute(db);
}
