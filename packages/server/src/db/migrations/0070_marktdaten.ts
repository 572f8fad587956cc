import { sql, type Kysely } from 'kysely';

// Issue 28: market data from MSCONS. Contracts gain the IDs MSCONS names (MaLo first, then MeLo, then the
// meter number); every stored message is recorded (the same file twice changes nothing); each interval
// value keeps its quality, STS codes and sender; a value replaced by a later message stays as a version.
// The current values live in `messwert` until issue 27's day-array layout takes over; consumption is also
// written into `lastgang`, which the history reads today.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of [
    `alter table vertrag add column malo_id text`,
    `alter table vertrag add column melo_id text`,
    `create index vertrag_malo on vertrag (mandant, malo_id) where malo_id is not null`,
    `create index vertrag_melo on vertrag (mandant, melo_id) where melo_id is not null`,
    `create index zaehler_nummer on zaehler (mandant, nummer)`,
    `create table mscons_nachricht (
      mandant text not null,
      absender text not null,
      dokumentnummer text not null,
      referenz text not null,
      erstellt timestamptz not null,
      datei text not null,
      eingelesen timestamptz not null,
      primary key (mandant, absender, dokumentnummer)
    )`,
    `create table messwert (
      mandant text not null,
      vertrag_nr int not null,
      kanal text not null check (kanal in ('BEZUG', 'EINSPEISUNG')),
      von timestamptz not null,
      bis timestamptz not null,
      wert double precision not null,
      qualitaet text not null check (qualitaet in ('GEMESSEN', 'ERSATZWERT', 'VORLAEUFIG')),
      status text,
      absender text not null,
      dokumentnummer text not null,
      erstellt timestamptz not null,
      primary key (mandant, vertrag_nr, kanal, von),
      foreign key (mandant, vertrag_nr) references vertrag (mandant, nr) on delete cascade
    )`,
    `create table messwert_version (
      mandant text not null,
      vertrag_nr int not null,
      kanal text not null check (kanal in ('BEZUG', 'EINSPEISUNG')),
      von timestamptz not null,
      bis timestamptz not null,
      wert double precision not null,
      qualitaet text not null check (qualitaet in ('GEMESSEN', 'ERSATZWERT', 'VORLAEUFIG')),
      status text,
      absender text not null,
      dokumentnummer text not null,
      erstellt timestamptz not null,
      abgeloest timestamptz not null,
      primary key (mandant, vertrag_nr, kanal, von, absender, dokumentnummer),
      foreign key (mandant, vertrag_nr) references vertrag (mandant, nr) on delete cascade
    )`,
    `alter table marktpreis add column quelle text`,
  ]) {
    await sql.raw(s).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table messwert_version, messwert, mscons_nachricht`.execute(db);
  await sql`alter table marktpreis drop column quelle`.execute(db);
  await sql`alter table vertrag drop column malo_id, drop column melo_id`.execute(db);
  await sql`drop index zaehler_nummer`.execute(db);
}
