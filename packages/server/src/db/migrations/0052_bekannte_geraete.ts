import { sql, type Kysely } from 'kysely';

// Issue 26 item 4: a customer on a known device is not locked out by guesses from elsewhere. A device
// is known by the cookie of an earlier good login (only its hash here) or by the /64 (IPv4: the address)
// of the last good login. Item 6: a login challenge counts its wrong codes.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const anweisung of [
    `create table bekanntes_geraet (
      mandant text not null,
      kundennummer text not null,
      token_hash text not null,
      zuletzt timestamptz not null,
      primary key (mandant, kundennummer, token_hash),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`,
    `create table letzte_anmeldung (
      mandant text not null,
      kundennummer text not null,
      client text not null,
      zeitpunkt timestamptz not null,
      primary key (mandant, kundennummer),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`,
    `alter table anmelde_challenge add column fehlversuche integer not null default 0`,
  ]) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table anmelde_challenge drop column fehlversuche`.execute(db);
  await sql`drop table letzte_anmeldung, bekanntes_geraet`.execute(db);
}
