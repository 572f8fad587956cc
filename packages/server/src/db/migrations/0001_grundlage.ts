import { sql, type Kysely } from 'kysely';

// The whole data model of SPEC §3. Every row carries its tenant (mandant); keys start with it.
const SCHEMA = `
    create table anschlussnutzer (
      mandant text not null,
      kundennummer text not null,
      passwort_hash text,
      passwort_aendern boolean not null default false,
      portal_gesperrt boolean not null default false,
      anrede text not null,
      titel text, vorname text, nachname text, firma text,
      geburtsdatum date,
      email text, festnetz text, mobil text, fax text,
      kunden_art text not null,
      zugang text not null default 'voll',
      primary key (mandant, kundennummer)
    );
    create table sitzung (
      token_hash text primary key,
      mandant text not null,
      kundennummer text not null,
      ablauf timestamptz not null,
      erstellt timestamptz not null default now(),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    );
    create index sitzung_kunde on sitzung (mandant, kundennummer);
    create table passwort_reset (
      token_hash text primary key,
      mandant text not null,
      kundennummer text not null,
      ablauf timestamptz not null,
      verwendet timestamptz,
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    );
    create table ratenereignis (
      id bigserial primary key,
      mandant text not null,
      bereich text not null,
      schluessel text not null,
      zeitpunkt timestamptz not null
    );
    create index ratenereignis_suche on ratenereignis (mandant, bereich, schluessel, zeitpunkt);
    create table vertrag (
      nr serial unique,
      mandant text not null,
      id text not null,
      kundennummer text not null,
      versorgungsart text not null,
      anmeldungsart text not null,
      lieferbeginn date, gewuenschter_lieferbeginn date, lieferende date, gewuenschtes_lieferende date,
      storniert boolean not null default false,
      strasse text not null, hausnummer text not null, plz text not null, ort text not null,
      kunden_art text not null,
      primary key (mandant, id),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    );
    create index vertrag_kunde on vertrag (mandant, kundennummer);
    create table tarif (
      id bigserial primary key,
      mandant text not null,
      vertrag_id text not null,
      position int not null,
      name text not null,
      tariftyp text not null,
      preisgarantietyp text,
      grundpreis double precision not null,
      arbeitspreis double precision not null,
      arbeitspreis_nt double precision,
      anteil_nt double precision,
      ist_dynamisch boolean not null default false,
      durchschnittlicher_arbeitspreis_vormonat double precision,
      durchschnittlicher_arbeitspreis_gesamt double precision,
      gueltig_von date, gueltig_bis date,
      aufschlag double precision,
      unique (mandant, vertrag_id, position),
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    );
    create table zaehler (
      mandant text not null,
      vertrag_id text not null,
      nummer text not null,
      kanaele jsonb not null,
      primary key (mandant, vertrag_id),
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    );
    create table ablesung (
      id bigserial primary key,
      mandant text not null,
      vertrag_id text not null,
      zaehlernummer text not null,
      ablesedatum date not null,
      ablesewerte jsonb not null,
      ablesegrund text, erfassungshinweis text,
      ermittlungsart text not null,
      ableseart text,
      foto bytea, foto_mime text,
      plausibel boolean,
      erstellt timestamptz not null default now(),
      unique (mandant, vertrag_id, zaehlernummer, ablesedatum, ermittlungsart),
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    );
    create table verbrauch (
      mandant text not null,
      vertrag_id text not null,
      von date not null,
      bis date not null,
      summe double precision not null,
      prognose boolean not null default false,
      pro_kanal jsonb not null default '[]',
      primary key (mandant, vertrag_id, von, bis),
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    );
    create table lastgang (
      vertrag_nr int not null references vertrag (nr) on delete cascade,
      von timestamptz not null,
      bis timestamptz not null,
      verbrauch double precision not null,
      primary key (vertrag_nr, von)
    );
    create table marktpreis (
      mandant text not null,
      von timestamptz not null,
      bis timestamptz not null,
      preis double precision not null,
      primary key (mandant, von)
    );
    create table rechnungsadresse (
      mandant text not null,
      id text not null,
      kundennummer text not null,
      vertrag_id text,
      anrede text not null,
      titel text, vorname text, nachname text, firma text, co text,
      strasse text, hausnummer text, postfach text,
      postleitzahl text not null,
      ort text not null,
      land text not null default 'Deutschland',
      gueltig_von date not null,
      gueltig_bis date,
      erstellt timestamptz not null default now(),
      primary key (mandant, id),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade,
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    );
    create index rechnungsadresse_kunde on rechnungsadresse (mandant, kundennummer, vertrag_id);
    create table bankverbindung (
      mandant text not null,
      id text not null,
      kundennummer text not null,
      vertrag_id text,
      kontoinhaber text not null,
      iban text not null,
      bic text, bankname text, blz text, kontonummer text,
      gueltig_von date not null,
      gueltig_bis date,
      lastschrifteinzug_erlaubt boolean not null default true,
      mandatsreferenz text,
      erstellt timestamptz not null default now(),
      primary key (mandant, id),
      unique (mandant, mandatsreferenz),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade,
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    );
    create index bankverbindung_kunde on bankverbindung (mandant, kundennummer, vertrag_id);
    create table dokument (
      mandant text not null,
      id text not null,
      kundennummer text not null,
      vertrag_id text,
      dateiname text not null,
      kategorie text not null,
      beschreibung text,
      erstellzeitpunkt timestamptz not null,
      mime_type text not null,
      groesse int not null,
      inhalt bytea not null,
      primary key (mandant, id),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade,
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    );
    create index dokument_kunde on dokument (mandant, kundennummer);
    create table kuendigung (
      id bigserial primary key,
      mandant text not null,
      vertrag_id text not null,
      kundennummer text not null,
      grund text not null,
      datum date not null,
      text text,
      erstellt timestamptz not null default now(),
      unique (mandant, vertrag_id),
      foreign key (mandant, vertrag_id) references vertrag on delete cascade
    );
    create table kontaktanfrage (
      id bigserial primary key,
      mandant text not null,
      kundennummer text not null,
      betreff text not null,
      text text not null,
      erstellt timestamptz not null default now(),
      foreign key (mandant, kundennummer) references anschlussnutzer on delete cascade
    );
    create table outbox (
      id bigserial primary key,
      mandant text not null,
      art text not null,
      kundennummer text not null,
      vertrag_id text,
      payload jsonb not null,
      erstellt timestamptz not null default now(),
      exportiert timestamptz
    );
    create index outbox_offen on outbox (mandant, id) where exportiert is null;
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes a single statement.
  for (const anweisung of SCHEMA.split(/;\s*\n/).map((a) => a.trim()).filter(Boolean)) {
    await sql.raw(anweisung).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists outbox, kontaktanfrage, kuendigung, dokument, bankverbindung, rechnungsadresse,
    marktpreis, lastgang, verbrauch, ablesung, zaehler, tarif, vertrag, ratenereignis, passwort_reset, sitzung,
    anschlussnutzer cascade`.execute(db);
}
