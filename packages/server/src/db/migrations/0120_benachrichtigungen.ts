import { sql, type Kysely } from 'kysely';

// Issue 33: notifications, one model with three channels. The centre's entries, the customer's choices, the
// push devices, and one delivery row per (customer, event key, channel): its primary key makes each event go
// out at most once per channel, whichever process and however many takeovers after a crash.
export async function up(db: Kysely<unknown>): Promise<void> {
  const ereignisse = sql.raw(`'preisfenster', 'negativpreis', 'ablesung', 'dokument', 'anfrage', 'abschlag'`);
  await sql`
    create table benachrichtigung (
      mandant text not null,
      kundennummer text not null,
      id text not null,
      schluessel text not null,
      ereignis text not null check (ereignis in (${ereignisse})),
      titel text not null,
      text text not null,
      link text not null,
      erstellt timestamptz not null,
      gelesen timestamptz,
      primary key (mandant, kundennummer, id),
      unique (mandant, kundennummer, schluessel),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`.execute(db);
  await sql`create index benachrichtigung_neueste on benachrichtigung (mandant, kundennummer, erstellt desc)`.execute(db);
  await sql`
    create table benachrichtigung_einstellung (
      mandant text not null,
      kundennummer text not null,
      ereignis text not null check (ereignis in (${ereignisse})),
      kanal text not null check (kanal in ('zentrale', 'push', 'mail')),
      aktiv boolean not null,
      primary key (mandant, kundennummer, ereignis, kanal),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`.execute(db);
  await sql`
    create table benachrichtigung_profil (
      mandant text not null,
      kundennummer text not null,
      nachts_erlaubt boolean not null default false,
      fenster_stunden integer not null default 2 check (fenster_stunden between 1 and 6),
      primary key (mandant, kundennummer),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`.execute(db);
  await sql`
    create table push_abo (
      mandant text not null,
      kundennummer text not null,
      id text not null,
      endpoint text not null,
      p256dh text not null,
      auth text not null,
      geraet text not null,
      erstellt timestamptz not null,
      primary key (mandant, kundennummer, id),
      unique (mandant, endpoint),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`.execute(db);
  await sql`
    create table benachrichtigung_zustellung (
      mandant text not null,
      kundennummer text not null,
      schluessel text not null,
      kanal text not null check (kanal in ('push', 'mail')),
      ereignis text not null check (ereignis in (${ereignisse})),
      titel text not null,
      text text not null,
      link text not null,
      zustand text not null check (zustand in ('OFFEN', 'LAEUFT', 'GESENDET', 'FEHLER')),
      faellig_ab timestamptz not null,
      frist_bis timestamptz,
      versuche integer not null default 0,
      gesendet timestamptz,
      fehler text,
      primary key (mandant, kundennummer, schluessel, kanal),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    )`.execute(db);
  await sql`create index benachrichtigung_zustellung_faellig on benachrichtigung_zustellung (faellig_ab) where zustand in ('OFFEN', 'LAEUFT')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table benachrichtigung_zustellung, push_abo, benachrichtigung_profil, benachrichtigung_einstellung, benachrichtigung`.execute(db);
}
