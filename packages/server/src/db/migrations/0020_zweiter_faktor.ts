import { sql, type Kysely } from 'kysely';

// Issue #12: the optional second factor (TOTP, RFC 6238), its single-use recovery codes (only hashes)
// and the short-lived challenge between the password step and the code step of a login.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `create table zweiter_faktor (
      mandant text not null,
      kundennummer text not null,
      geheimnis text not null,
      aktiv boolean not null default false,
      letzter_schritt bigint,
      primary key (mandant, kundennummer),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`,
    `create table wiederherstellungscode (
      mandant text not null,
      kundennummer text not null,
      code_hash text not null,
      primary key (mandant, kundennummer, code_hash),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`,
    `create table anmelde_challenge (
      token_hash text primary key,
      mandant text not null,
      kundennummer text not null,
      ablauf timestamptz not null,
      bestaetigt boolean not null default false,
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`,
    `create index anmelde_challenge_kunde on anmelde_challenge (mandant, kundennummer)`,
    `create index passwort_reset_kunde on passwort_reset (mandant, kundennummer)`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index passwort_reset_kunde`.execute(db);
  await sql`drop table anmelde_challenge, wiederherstellungscode, zweiter_faktor`.execute(db);
}
