import { ABLESE_QUELLEN, MELDE_KANAELE, ABSCHLAG_RHYTHMEN, ANREDEN, EREIGNISSE, KANAELE as BENACHRICHTIGUNGS_KANAELE, KUENDIGUNGSARTEN, KUENDIGUNGSGRUENDE, KUENDIGUNGSZEITPUNKTE, KUNDENARTEN, PREISMODELLE, ROLLEN, VORGANG_STATUS, ZugangSchema } from '@ekp/contract';
import { sql, type Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tabellen } from '../src/db/tabellen.ts';
import { KANAELE } from '../src/import/mscons/modell.ts';
import { DATENBANKEN, testDatenbank } from './helper.ts';

/**
 * The row types of db/tabellen.ts against the migrated schema, on both engines. SPALTEN is checked by the
 * compiler against the row types (every column, its nullability, a PostgreSQL type that yields the TS type,
 * the value list of an enum-like column) and by this test against information_schema and the CHECK
 * constraints, so a migration and the row types cannot drift apart.
 */
type Zahl = 'integer' | 'bigint' | 'smallint' | 'numeric' | 'double precision' | 'real';
type PgTyp<S> = [S] extends [Array<number | null>]
  ? 'ARRAY'
  : [S] extends [string[]]
  ? 'jsonb' | 'ARRAY'
  : [S] extends [boolean]
  ? 'boolean'
  : [S] extends [number]
    ? Zahl
    : [S] extends [Date]
      ? 'timestamp with time zone'
      : [S] extends [Buffer]
        ? 'bytea'
        : [S] extends [string]
          ? 'text' | 'date'
          : 'jsonb';
type Werte<S> = [S] extends [string] ? (string extends S ? { werte?: never } : { werte: readonly S[] }) : { werte?: never };
// A JSON column typed unknown says nothing about null; the test alone decides there.
type Spalte<V> = { typ: PgTyp<NonNullable<V>>; null: unknown extends V ? boolean : null extends V ? true : false } & Werte<NonNullable<V>>;
type Schema = { [T in keyof Tabellen]: { [C in keyof Selectable<Tabellen[T]>]-?: Spalte<Selectable<Tabellen[T]>[C]> } };

const SPALTEN: Schema = {
  // The reading campaign without login (migration 0360_ablesekampagne).
  ablesekampagne: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    stichtag: { typ: 'date', null: false },
    frist: { typ: 'date', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  ablesecode: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    kampagne_id: { typ: 'bigint', null: false },
    vertrag_id: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    zaehlernummer: { typ: 'text', null: false },
    code_hash: { typ: 'text', null: false },
    gueltig_bis: { typ: 'date', null: false },
    fehlversuche: { typ: 'integer', null: false },
    gesperrt_bis: { typ: 'timestamp with time zone', null: true },
    erinnert: { typ: 'timestamp with time zone', null: true },
    erstellt: { typ: 'timestamp with time zone', null: false },
    benachrichtigt_beginn: { typ: 'timestamp with time zone', null: true },
    benachrichtigt_frist: { typ: 'timestamp with time zone', null: true },
  },
  ablesemeldung: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    kampagne_id: { typ: 'bigint', null: false },
    code_id: { typ: 'bigint', null: true },
    vertrag_id: { typ: 'text', null: false },
    eingangsnummer: { typ: 'text', null: false },
    version: { typ: 'integer', null: false },
    kanal: { typ: 'text', null: false, werte: MELDE_KANAELE },
    mitarbeiter: { typ: 'text', null: true },
    ablesedatum: { typ: 'date', null: false },
    ablesewerte: { typ: 'jsonb', null: false },
    plausibel: { typ: 'boolean', null: false },
    ablesung_id: { typ: 'bigint', null: true },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  // The service console (migration 0080_service).
  mitarbeiter: {
    mandant: { typ: 'text', null: false },
    kennung: { typ: 'text', null: false },
    name: { typ: 'text', null: false },
    rolle: { typ: 'text', null: false, werte: ROLLEN },
    passwort_hash: { typ: 'text', null: false },
    passwort_aendern: { typ: 'boolean', null: false },
    aktiv: { typ: 'boolean', null: false },
    totp_geheimnis: { typ: 'text', null: true },
    totp_aktiv: { typ: 'boolean', null: false },
    letzter_schritt: { typ: 'bigint', null: true },
    demo: { typ: 'boolean', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  mitarbeiter_sitzung: {
    mandant: { typ: 'text', null: false },
    token_hash: { typ: 'text', null: false },
    kennung: { typ: 'text', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
    ablauf: { typ: 'timestamp with time zone', null: false },
  },
  mitarbeiter_challenge: {
    mandant: { typ: 'text', null: false },
    token_hash: { typ: 'text', null: false },
    kennung: { typ: 'text', null: false },
    ablauf: { typ: 'timestamp with time zone', null: false },
  },
  service_einstellung: {
    mandant: { typ: 'text', null: false },
    protokoll_tage: { typ: 'integer', null: false },
    erledigt_betreff: { typ: 'text', null: true },
    erledigt_text: { typ: 'text', null: true },
  },
  service_protokoll: {
    mandant: { typ: 'text', null: false },
    id: { typ: 'bigint', null: false },
    zeitpunkt: { typ: 'timestamp with time zone', null: false },
    kennung: { typ: 'text', null: false },
    aktion: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: true },
    details: { typ: 'text', null: false },
    adresse: { typ: 'text', null: false },
  },
  vorgang: {
    mandant: { typ: 'text', null: false },
    outbox_id: { typ: 'bigint', null: false },
    status: { typ: 'text', null: false, werte: VORGANG_STATUS },
    bearbeiter: { typ: 'text', null: true },
    notizen: { typ: 'jsonb', null: false },
    geaendert: { typ: 'timestamp with time zone', null: false },
  },
  kunde_konto: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    zustand: { typ: 'text', null: false },
    grund: { typ: 'text', null: true },
    gesetzt_von: { typ: 'text', null: false },
    gesetzt_am: { typ: 'timestamp with time zone', null: false },
  },
  kunde_anmeldung: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    id: { typ: 'bigint', null: false },
    zeitpunkt: { typ: 'timestamp with time zone', null: false },
  },
  abschlag: {
    mandant: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: false },
    betrag: { typ: 'double precision', null: false },
    rhythmus: { typ: 'text', null: false, werte: ABSCHLAG_RHYTHMEN },
    naechste_faelligkeit: { typ: 'date', null: false },
  },
  abschlag_aenderung: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    betrag_alt: { typ: 'double precision', null: false },
    betrag_neu: { typ: 'double precision', null: false },
    gueltig_ab: { typ: 'date', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  auftrag_lauf: {
    mandant: { typ: 'text', null: false },
    auftrag: { typ: 'text', null: false },
    schluessel: { typ: 'text', null: false },
    zustand: { typ: 'text', null: false, werte: ['LAEUFT', 'FERTIG', 'FEHLER'] },
    versuche: { typ: 'integer', null: false },
    begonnen: { typ: 'timestamp with time zone', null: false },
    frist_bis: { typ: 'timestamp with time zone', null: false },
    beendet: { typ: 'timestamp with time zone', null: true },
    fehler: { typ: 'text', null: true },
  },
  anmelde_challenge: {
    token_hash: { typ: 'text', null: false },
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    ablauf: { typ: 'timestamp with time zone', null: false },
    bestaetigt: { typ: 'boolean', null: false },
    fehlversuche: { typ: 'integer', null: false },
  },
  bekanntes_geraet: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    token_hash: { typ: 'text', null: false },
    zuletzt: { typ: 'timestamp with time zone', null: false },
  },
  letzte_anmeldung: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    client: { typ: 'text', null: false },
    zeitpunkt: { typ: 'timestamp with time zone', null: false },
  },
  konto_sperrlink: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    token_hash: { typ: 'text', null: false },
    ablauf: { typ: 'timestamp with time zone', null: false },
  },
  kuendigung_oeffentlich: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    eingangsnummer: { typ: 'text', null: false },
    schluessel_hash: { typ: 'text', null: false },
    weitere_schluessel: { typ: 'ARRAY', null: false },
    antrag: { typ: 'jsonb', null: false },
    kundennummer: { typ: 'text', null: true },
    vertrag_ids: { typ: 'jsonb', null: false },
    eingegangen: { typ: 'timestamp with time zone', null: false },
    antrag_hash: { typ: 'text', null: true },
    idempotenz_schluessel: { typ: 'text', null: true },
  },
  oauth_client: {
    mandant: { typ: 'text', null: false },
    client_id: { typ: 'text', null: false },
    name: { typ: 'text', null: false },
    redirect_uris: { typ: 'jsonb', null: false },
    scopes: { typ: 'text', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  oauth_speicher: {
    mandant: { typ: 'text', null: false },
    modell: { typ: 'text', null: false },
    id_hash: { typ: 'text', null: false },
    payload: { typ: 'jsonb', null: false },
    grant_id: { typ: 'text', null: true },
    uid_hash: { typ: 'text', null: true },
    ablauf: { typ: 'timestamp with time zone', null: true },
    verbraucht: { typ: 'timestamp with time zone', null: true },
  },
  oauth_geheimnis: {
    mandant: { typ: 'text', null: false },
    cookie_schluessel: { typ: 'text', null: false },
    jwks: { typ: 'jsonb', null: false },
  },
  freigabe: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    client_id: { typ: 'text', null: false },
    scopes: { typ: 'text', null: false },
    vertraege: { typ: 'jsonb', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
    ablauf: { typ: 'timestamp with time zone', null: false },
    widerrufen: { typ: 'timestamp with time zone', null: true },
  },
  freigabe_zugriff: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    freigabe_id: { typ: 'text', null: false },
    nr: { typ: 'bigint', null: false },
    zeitpunkt: { typ: 'timestamp with time zone', null: false },
    aufruf: { typ: 'text', null: false },
    anzahl: { typ: 'integer', null: false },
  },
  umzug: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    auszugsdatum: { typ: 'date', null: false },
    strasse: { typ: 'text', null: false },
    hausnummer: { typ: 'text', null: false },
    plz: { typ: 'text', null: false },
    ort: { typ: 'text', null: false },
    weiterbeliefern: { typ: 'boolean', null: false },
    einzugsdatum: { typ: 'date', null: true },
    zaehlernummer_neu: { typ: 'text', null: true },
    malo_id_neu: { typ: 'text', null: true },
    zaehlerstaende: { typ: 'jsonb', null: true },
    vertragsende: { typ: 'date', null: true },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  wiederherstellungscode: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    code_hash: { typ: 'text', null: false },
  },
  zweiter_faktor: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    geheimnis: { typ: 'text', null: false },
    aktiv: { typ: 'boolean', null: false },
    letzter_schritt: { typ: 'bigint', null: true },
  },
  ablesung: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: false },
    zaehlernummer: { typ: 'text', null: false },
    ablesedatum: { typ: 'date', null: false },
    ablesewerte: { typ: 'jsonb', null: false },
    ablesegrund: { typ: 'text', null: true },
    erfassungshinweis: { typ: 'text', null: true },
    ermittlungsart: { typ: 'text', null: false, werte: ABLESE_QUELLEN },
    ableseart: { typ: 'text', null: true, werte: ABLESE_QUELLEN },
    foto: { typ: 'bytea', null: true },
    foto_mime: { typ: 'text', null: true },
    foto_datei: { typ: 'text', null: true },
    plausibel: { typ: 'boolean', null: true },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  anschlussnutzer: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    passwort_hash: { typ: 'text', null: true },
    passwort_aendern: { typ: 'boolean', null: false },
    portal_gesperrt: { typ: 'boolean', null: false },
    anrede: { typ: 'text', null: false, werte: ANREDEN },
    titel: { typ: 'text', null: true },
    vorname: { typ: 'text', null: true },
    nachname: { typ: 'text', null: true },
    firma: { typ: 'text', null: true },
    geburtsdatum: { typ: 'date', null: true },
    email: { typ: 'text', null: true },
    festnetz: { typ: 'text', null: true },
    mobil: { typ: 'text', null: true },
    fax: { typ: 'text', null: true },
    kunden_art: { typ: 'text', null: false, werte: KUNDENARTEN },
    demo: { typ: 'boolean', null: false },
    zugang: { typ: 'text', null: false, werte: ZugangSchema.options },
  },
  bankverbindung: {
    mandant: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: true },
    kontoinhaber: { typ: 'text', null: false },
    iban: { typ: 'text', null: false },
    bic: { typ: 'text', null: true },
    bankname: { typ: 'text', null: true },
    blz: { typ: 'text', null: true },
    kontonummer: { typ: 'text', null: true },
    gueltig_von: { typ: 'date', null: false },
    gueltig_bis: { typ: 'date', null: true },
    lastschrifteinzug_erlaubt: { typ: 'boolean', null: false },
    mandatsreferenz: { typ: 'text', null: true },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  // § 40b EnWG billing information (migration 0370).
  abrechnungsinformation: {
    mandant: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    angefordert: { typ: 'boolean', null: false },
    von: { typ: 'date', null: false },
    bis: { typ: 'date', null: false },
    vorlaeufig: { typ: 'boolean', null: false },
    daten: { typ: 'jsonb', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
    aktualisiert: { typ: 'timestamp with time zone', null: false },
  },
  dokument: {
    mandant: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: true },
    dateiname: { typ: 'text', null: false },
    kategorie: { typ: 'text', null: false },
    beschreibung: { typ: 'text', null: true },
    erstellzeitpunkt: { typ: 'timestamp with time zone', null: false },
    mime_type: { typ: 'text', null: false },
    groesse: { typ: 'integer', null: true },
    inhalt: { typ: 'bytea', null: true },
  },
  kontaktanfrage: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    betreff: { typ: 'text', null: false },
    text: { typ: 'text', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
    ticketnummer: { typ: 'text', null: true },
  },
  kuendigung: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    grund: { typ: 'text', null: true, werte: KUENDIGUNGSGRUENDE },
    datum: { typ: 'date', null: false },
    text: { typ: 'text', null: true },
    erstellt: { typ: 'timestamp with time zone', null: false },
    art: { typ: 'text', null: false, werte: KUENDIGUNGSARTEN },
    zeitpunkt: { typ: 'text', null: false, werte: KUENDIGUNGSZEITPUNKTE },
  },
  intervall_tag: {
    mandant: { typ: 'text', null: false },
    vertrag_nr: { typ: 'integer', null: false },
    kanal: { typ: 'text', null: false, werte: ['BEZUG', 'EINSPEISUNG'] },
    tag: { typ: 'date', null: false },
    werte: { typ: 'ARRAY', null: true },
    werte_kurz: { typ: 'ARRAY', null: true },
    qualitaet: { typ: 'text', null: true },
    summe: { typ: 'bigint', null: false },
    markt_energie: { typ: 'double precision', null: false },
    markt_kosten: { typ: 'double precision', null: false },
    quellen: { typ: 'ARRAY', null: true },
    status: { typ: 'jsonb', null: true },
  },
  intervall_stand: {
    mandant: { typ: 'text', null: false },
    vertrag_nr: { typ: 'integer', null: false },
    stand: { typ: 'bigint', null: false },
  },
  marktpreis: {
    mandant: { typ: 'text', null: false },
    von: { typ: 'timestamp with time zone', null: false },
    bis: { typ: 'timestamp with time zone', null: false },
    preis: { typ: 'double precision', null: false },
    quelle: { typ: 'text', null: true },
  },
  marktpreis_stand: {
    mandant: { typ: 'text', null: false },
    stand: { typ: 'text', null: false },
  },
  mscons_nachricht: {
    mandant: { typ: 'text', null: false },
    absender: { typ: 'text', null: false },
    dokumentnummer: { typ: 'text', null: false },
    referenz: { typ: 'text', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
    datei: { typ: 'text', null: false },
    eingelesen: { typ: 'timestamp with time zone', null: false },
    nr: { typ: 'integer', null: false },
  },
  messwert_tag_version: {
    mandant: { typ: 'text', null: false },
    vertrag_nr: { typ: 'integer', null: false },
    kanal: { typ: 'text', null: false, werte: KANAELE },
    tag: { typ: 'date', null: false },
    nachricht: { typ: 'integer', null: false },
    abgeloest: { typ: 'timestamp with time zone', null: false },
    werte: { typ: 'ARRAY', null: false },
    qualitaet: { typ: 'text', null: false },
    status: { typ: 'jsonb', null: true },
  },
  benachrichtigung: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    schluessel: { typ: 'text', null: false },
    ereignis: { typ: 'text', null: false, werte: EREIGNISSE },
    titel: { typ: 'text', null: false },
    text: { typ: 'text', null: false },
    link: { typ: 'text', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
    gelesen: { typ: 'timestamp with time zone', null: true },
  },
  benachrichtigung_einstellung: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    ereignis: { typ: 'text', null: false, werte: EREIGNISSE },
    kanal: { typ: 'text', null: false, werte: BENACHRICHTIGUNGS_KANAELE },
    aktiv: { typ: 'boolean', null: false },
  },
  benachrichtigung_profil: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    nachts_erlaubt: { typ: 'boolean', null: false },
    fenster_stunden: { typ: 'integer', null: false },
  },
  push_abo: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    endpoint: { typ: 'text', null: false },
    p256dh: { typ: 'text', null: false },
    auth: { typ: 'text', null: false },
    geraet: { typ: 'text', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  benachrichtigung_zustellung: {
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    schluessel: { typ: 'text', null: false },
    kanal: { typ: 'text', null: false, werte: ['push', 'mail'] },
    ereignis: { typ: 'text', null: false, werte: EREIGNISSE },
    titel: { typ: 'text', null: false },
    text: { typ: 'text', null: false },
    link: { typ: 'text', null: false },
    zustand: { typ: 'text', null: false, werte: ['OFFEN', 'LAEUFT', 'GESENDET', 'FEHLER'] },
    faellig_ab: { typ: 'timestamp with time zone', null: false },
    frist_bis: { typ: 'timestamp with time zone', null: true },
    versuche: { typ: 'integer', null: false },
    gesendet: { typ: 'timestamp with time zone', null: true },
    fehler: { typ: 'text', null: true },
    besitzer: { typ: 'text', null: true },
    angenommen: { typ: 'ARRAY', null: false },
  },
  mail_ausgang: {
    mandant: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    art: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: true },
    an_versiegelt: { typ: 'text', null: false },
    inhalt_versiegelt: { typ: 'text', null: false },
    zustand: { typ: 'text', null: false, werte: ['OFFEN', 'LAEUFT', 'GESENDET', 'FEHLER'] },
    versuche: { typ: 'integer', null: false },
    faellig_ab: { typ: 'timestamp with time zone', null: false },
    frist_bis: { typ: 'timestamp with time zone', null: true },
    besitzer: { typ: 'text', null: true },
    erstellt: { typ: 'timestamp with time zone', null: false },
    gesendet: { typ: 'timestamp with time zone', null: true },
    fehler: { typ: 'text', null: true },
  },
  outbox: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    art: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: true },
    vertrag_id: { typ: 'text', null: true },
    payload: { typ: 'jsonb', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
    exportiert: { typ: 'timestamp with time zone', null: true },
  },
  passwort_reset: {
    token_hash: { typ: 'text', null: false },
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    ablauf: { typ: 'timestamp with time zone', null: false },
    verwendet: { typ: 'timestamp with time zone', null: true },
  },
  preisfeed_zaehler: {
    mandant: { typ: 'text', null: false },
    schluessel: { typ: 'text', null: false },
    fenster: { typ: 'bigint', null: false },
    anzahl: { typ: 'integer', null: false },
  },
  ratenereignis: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    bereich: { typ: 'text', null: false },
    schluessel: { typ: 'text', null: false },
    zeitpunkt: { typ: 'timestamp with time zone', null: false },
  },
  rechnungsadresse: {
    mandant: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: true },
    anrede: { typ: 'text', null: false, werte: ANREDEN },
    titel: { typ: 'text', null: true },
    vorname: { typ: 'text', null: true },
    nachname: { typ: 'text', null: true },
    firma: { typ: 'text', null: true },
    co: { typ: 'text', null: true },
    strasse: { typ: 'text', null: true },
    hausnummer: { typ: 'text', null: true },
    postfach: { typ: 'text', null: true },
    postleitzahl: { typ: 'text', null: false },
    ort: { typ: 'text', null: false },
    land: { typ: 'text', null: false },
    gueltig_von: { typ: 'date', null: false },
    gueltig_bis: { typ: 'date', null: true },
    erstellt: { typ: 'timestamp with time zone', null: false },
  },
  sitzung: {
    token_hash: { typ: 'text', null: false },
    mandant: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    ablauf: { typ: 'timestamp with time zone', null: false },
    erstellt: { typ: 'timestamp with time zone', null: false },
    primaer_bis: { typ: 'timestamp with time zone', null: true },
    ansicht_von: { typ: 'text', null: true },
  },
  tarif: {
    id: { typ: 'bigint', null: false },
    mandant: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: false },
    position: { typ: 'integer', null: false },
    name: { typ: 'text', null: false },
    tariftyp: { typ: 'text', null: false, werte: PREISMODELLE },
    preisgarantietyp: { typ: 'text', null: true },
    grundpreis: { typ: 'double precision', null: false },
    arbeitspreis: { typ: 'double precision', null: false },
    arbeitspreis_nt: { typ: 'double precision', null: true },
    anteil_nt: { typ: 'double precision', null: true },
    ist_dynamisch: { typ: 'boolean', null: false },
    durchschnittlicher_arbeitspreis_vormonat: { typ: 'double precision', null: true },
    durchschnittlicher_arbeitspreis_gesamt: { typ: 'double precision', null: true },
    gueltig_von: { typ: 'date', null: true },
    gueltig_bis: { typ: 'date', null: true },
    aufschlag: { typ: 'double precision', null: true },
    preisbestandteile: { typ: 'text', null: true },
    einspeiseverguetung: { typ: 'double precision', null: true },
  },
  preisbestandteile: {
    mandant: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    daten: { typ: 'jsonb', null: false },
  },
  produkt: {
    mandant: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    daten: { typ: 'jsonb', null: false },
  },
  verbrauch: {
    mandant: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: false },
    von: { typ: 'date', null: false },
    bis: { typ: 'date', null: false },
    summe: { typ: 'double precision', null: false },
    prognose: { typ: 'boolean', null: false },
    pro_kanal: { typ: 'jsonb', null: false },
  },
  vertrag: {
    nr: { typ: 'integer', null: false },
    mandant: { typ: 'text', null: false },
    id: { typ: 'text', null: false },
    kundennummer: { typ: 'text', null: false },
    versorgungsart: { typ: 'text', null: false },
    anmeldungsart: { typ: 'text', null: false },
    lieferbeginn: { typ: 'date', null: true },
    gewuenschter_lieferbeginn: { typ: 'date', null: true },
    lieferende: { typ: 'date', null: true },
    gewuenschtes_lieferende: { typ: 'date', null: true },
    storniert: { typ: 'boolean', null: false },
    strasse: { typ: 'text', null: false },
    hausnummer: { typ: 'text', null: false },
    plz: { typ: 'text', null: false },
    ort: { typ: 'text', null: false },
    kunden_art: { typ: 'text', null: false, werte: KUNDENARTEN },
    malo_id: { typ: 'text', null: true },
    melo_id: { typ: 'text', null: true },
    messwerte_gesendet: { typ: 'boolean', null: false },
  },
  zaehler: {
    mandant: { typ: 'text', null: false },
    vertrag_id: { typ: 'text', null: false },
    nummer: { typ: 'text', null: false },
    kanaele: { typ: 'jsonb', null: false },
  },
};

describe.each(DATENBANKEN)('Migrated schema and row types (%s)', (art) => {
  let db: Awaited<ReturnType<typeof testDatenbank>>;
  beforeAll(async () => {
    db = await testDatenbank(art);
  });
  afterAll(() => db.schliessen());

  it('has exactly the tables and columns of the row types, with their nullability and types', async () => {
    const r = await sql<{ tabelle: string; spalte: string; typ: string; nullbar: string }>`
      select table_name as tabelle, column_name as spalte, data_type as typ, is_nullable as nullbar from information_schema.columns
      where table_schema = current_schema() and table_name <> 'kysely_migration'
        -- Partitions repeat their parent's columns; views are not tables.
        and table_name in (select relname from pg_class where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') and not relispartition)
      order by table_name, column_name`.execute(db.db);
    const migriert = r.rows.map((z) => `${z.tabelle}.${z.spalte}: ${z.typ}${z.nullbar === 'YES' ? ' | null' : ''}`);
    const erwartet = Object.entries(SPALTEN)
      .flatMap(([tabelle, spalten]) => Object.entries(spalten as Record<string, { typ: string; null: boolean }>).map(([spalte, s]) => `${tabelle}.${spalte}: ${s.typ}${s.null ? ' | null' : ''}`))
      .sort();
    expect(migriert.sort()).toEqual(erwartet);
  });

  it('limits every enum-like column to the values its row type names, and no other column', async () => {
    const r = await sql<{ tabelle: string; def: string }>`
      select conrelid::regclass::text as tabelle, pg_get_constraintdef(oid) as def from pg_constraint
      where contype = 'c' and connamespace = current_schema()::regnamespace and not (select relispartition from pg_class where oid = conrelid)`.execute(db.db);
    const migriert: Record<string, string[]> = {};
    for (const { tabelle, def } of r.rows) {
      const m = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(def);
      if (m?.[1] && m[2]) migriert[`${tabelle}.${m[1]}`] = [...m[2].matchAll(/'((?:[^']|'')*)'::text/g)].map((w) => (w[1] ?? '').replaceAll("''", "'")).sort();
    }
    const erwartet: Record<string, string[]> = {};
    for (const [tabelle, spalten] of Object.entries(SPALTEN)) {
      for (const [spalte, s] of Object.entries(spalten as Record<string, { werte?: readonly string[] }>)) if (s.werte) erwartet[`${tabelle}.${spalte}`] = [...s.werte].sort();
    }
    expect(migriert).toEqual(erwartet);
  });
});
