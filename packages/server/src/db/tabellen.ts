import type { AbschlagRhythmus, Ablesequelle, Anrede, Anschlussnutzer, BenachrichtigungsKanal, Ereignis, Kuendigungsart, Kuendigungsgrund, Kuendigungszeitpunkt, Preisbestandteile, Produkt, Tariftyp } from '@ekp/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Kanal as MesswertKanal } from '../import/mscons/modell.ts';
import type { ServiceTabellen } from './tabellen-service.ts';

// Row types of every table (migrations in ./migrations). Dates (SQL date) come back as YYYY-MM-DD
// strings, instants (timestamptz) as Date, numbers as number; see db/verbinden.ts.
type Datum = string;
type Zeitpunkt = ColumnType<Date, Date | string, Date | string>;
type ErstelltAm = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;
// Enum-like columns: CHECK constraints of migration 0040 hold the same lists (test/schema.test.ts).
type KundenArt = Anschlussnutzer['kundenArt'];
type Zugang = Anschlussnutzer['zugang'];

export interface Kanal {
  obiskennzahl: string;
  vorkommastellen: number;
  nachkommastellen: number;
}

export interface AnschlussnutzerTabelle {
  mandant: string;
  kundennummer: string;
  passwort_hash: string | null;
  passwort_aendern: boolean;
  portal_gesperrt: boolean;
  anrede: Anrede;
  titel: string | null;
  vorname: string | null;
  nachname: string | null;
  firma: string | null;
  geburtsdatum: Datum | null;
  email: string | null;
  festnetz: string | null;
  mobil: string | null;
  fax: string | null;
  kunden_art: KundenArt;
  zugang: Zugang;
  /** Loaded by the demo data set (migration 0008); an import of the same number replaces the record. */
  demo: Generated<boolean>;
}

export interface SitzungTabelle {
  token_hash: string;
  mandant: string;
  kundennummer: string;
  ablauf: Zeitpunkt;
  erstellt: ErstelltAm;
  /** Reads go to the primary until then: this session wrote (read replicas, db/replikate.ts). */
  primaer_bis: ColumnType<Date | null, Date | undefined, Date>;
  /** Issue 29: the staff member of an "Ansicht als Kunde" session (read-only); null for the customer's own. */
  ansicht_von: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PasswortResetTabelle {
  token_hash: string;
  mandant: string;
  kundennummer: string;
  ablauf: Zeitpunkt;
  verwendet: Zeitpunkt | null;
}

/** Timestamps of counted events (failed logins, IBAN checks) for rate limits shared by all processes. */
export interface RatenereignisTabelle {
  id: Generated<number>;
  mandant: string;
  bereich: string;
  schluessel: string;
  zeitpunkt: Zeitpunkt;
}

/** Scheduled work (shared/zeitplan): one row per tenant, job and due key; the claim that makes a run happen once. */
export interface AuftragLaufTabelle {
  mandant: string;
  auftrag: string;
  schluessel: string;
  zustand: 'LAEUFT' | 'FERTIG' | 'FEHLER';
  versuche: Generated<number>;
  begonnen: Zeitpunkt;
  frist_bis: Zeitpunkt;
  beendet: Zeitpunkt | null;
  fehler: string | null;
}

/** Issue #12: TOTP secret per customer; `aktiv` once confirmed with a first code. */
export interface ZweiterFaktorTabelle {
  mandant: string;
  kundennummer: string;
  geheimnis: string;
  aktiv: boolean;
  /** The last accepted 30-second step, so a code works once (RFC 6238 §5.2). */
  letzter_schritt: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface WiederherstellungscodeTabelle {
  mandant: string;
  kundennummer: string;
  code_hash: string;
}

export interface AnmeldeChallengeTabelle {
  token_hash: string;
  mandant: string;
  kundennummer: string;
  ablauf: Zeitpunkt;
  bestaetigt: ColumnType<boolean, boolean | undefined, boolean>;
  /** Issue 26: wrong codes on this challenge (migration 0052); at 5 it is gone. */
  fehlversuche: ColumnType<number, number | undefined, number>;
}

export interface VertragTabelle {
  /** Internal surrogate key; the big interval table refers to it to stay narrow. */
  nr: Generated<number>;
  mandant: string;
  id: string;
  kundennummer: string;
  versorgungsart: string;
  anmeldungsart: string;
  lieferbeginn: Datum | null;
  gewuenschter_lieferbeginn: Datum | null;
  lieferende: Datum | null;
  gewuenschtes_lieferende: Datum | null;
  storniert: boolean;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  kunden_art: KundenArt;
  /** Issue 28: Marktlokations-ID and Messlokations-ID (Zählpunktbezeichnung), for matching MSCONS. */
  malo_id: ColumnType<string | null, string | null | undefined, string | null>;
  melo_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TarifTabelle {
  id: Generated<number>;
  mandant: string;
  vertrag_id: string;
  position: number;
  name: string;
  tariftyp: Tariftyp;
  preisgarantietyp: string | null;
  grundpreis: number;
  arbeitspreis: number;
  arbeitspreis_nt: number | null;
  anteil_nt: number | null;
  ist_dynamisch: boolean;
  durchschnittlicher_arbeitspreis_vormonat: number | null;
  durchschnittlicher_arbeitspreis_gesamt: number | null;
  gueltig_von: Datum | null;
  gueltig_bis: Datum | null;
  aufschlag: number | null;
  /** Issue 30: id of the tenant's preisbestandteile for a dynamic tariff. */
  preisbestandteile: string | null;
}

/** Issue 30: price components per tenant (PreisbestandteileWerteSchema as jsonb). */
export interface PreisbestandteileTabelle {
  mandant: string;
  id: string;
  daten: Json<Preisbestandteile>;
}

/** Issue 30: the tenant's product catalogue (ProduktSchema as jsonb). */
export interface ProduktTabelle {
  mandant: string;
  id: string;
  daten: Json<Produkt>;
}

export interface ZaehlerTabelle {
  mandant: string;
  vertrag_id: string;
  nummer: string;
  kanaele: Json<Kanal[]>;
}

export interface AblesungTabelle {
  id: Generated<number>;
  mandant: string;
  vertrag_id: string;
  zaehlernummer: string;
  ablesedatum: Datum;
  ablesewerte: Json<Record<string, number>>;
  ablesegrund: string | null;
  erfassungshinweis: string | null;
  ermittlungsart: Ablesequelle;
  ableseart: Ablesequelle | null;
  foto: Buffer | null;
  foto_mime: string | null;
  /** The photo as a file under EKP_DATA_DIR/fotos (PGlite); foto is null then. */
  foto_datei: string | null;
  plausibel: boolean | null;
  erstellt: ErstelltAm;
}

export interface VerbrauchTabelle {
  mandant: string;
  vertrag_id: string;
  von: Datum;
  bis: Datum;
  summe: number;
  prognose: boolean;
  pro_kanal: Json<Array<{ obiskennzahl: string; verbrauch: number }>>;
}

/** Read-only view over intervall_tag (migration 0060): the consumption quarter hours as the old table had them. */
export interface LastgangSicht {
  vertrag_nr: number;
  von: Date;
  bis: Date;
  verbrauch: number;
}

/**
 * Issue 27: one row per tenant, contract, channel and Europe/Berlin day (migration 0060), partitioned by
 * tenant and month. Written only through shared/intervall/schreiben.ts (intervallTageSchreiben).
 */
export interface IntervallTagTabelle {
  mandant: string;
  vertrag_nr: number;
  kanal: 'BEZUG' | 'EINSPEISUNG';
  tag: Datum;
  /** Wh per quarter hour from local midnight (92/96/100); null = no value. */
  werte: Array<number | null>;
  /** One letter per value: G gemessen, E Ersatzwert, V vorläufig, - no value. */
  qualitaet: string;
  /** The day's Wh (bigint, read as a number). */
  summe: number;
  /** kWh of the day that has a market price (Σ Wh/1000 · overlap share). */
  markt_energie: number;
  /** Market cost of that energy (EUR). */
  markt_kosten: number;
}

/** Migration 0190: a new random stand per statement that writes the tenant's prices (shared/intervall/tagespreise.ts). */
export interface MarktpreisStandTabelle {
  mandant: string;
  stand: string;
}

export interface MarktpreisTabelle {
  mandant: string;
  von: Zeitpunkt;
  bis: Zeitpunkt;
  preis: number;
  /** Issue 28: `energy-charts`, `entsoe`, or null for the JSON import. */
  quelle: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Issue 28: every MSCONS message stored, so the same file twice changes nothing. */
export interface MsconsNachrichtTabelle {
  mandant: string;
  absender: string;
  dokumentnummer: string;
  referenz: string;
  erstellt: Zeitpunkt;
  datei: string;
  eingelesen: Zeitpunkt;
  /** Migration 0130: the number a stored value names its message by. */
  nr: Generated<number>;
}

/**
 * Issue 28 (migration 0130): the current MSCONS values of a contract, channel and Berlin day. Written only
 * through import/mscons/lastgang-speichern.ts.
 */
export interface MesswertTagTabelle {
  mandant: string;
  vertrag_nr: number;
  kanal: MesswertKanal;
  tag: Datum;
  /** kWh as sent per quarter hour from local midnight (92/96/100); null = no value. */
  werte: Array<number | null>;
  /** One letter per value: G gemessen, E Ersatzwert, V vorläufig, - no value. */
  qualitaet: string;
  /** The messages (mscons_nachricht.nr) as runs: [from quarter hour, message, from quarter hour, message, ...]. */
  quellen: number[];
  /** STS codes by quarter hour, sparse: {"40": "Z32:Z88 Z33:Z83"}; null when the day has none. */
  status: ColumnType<Record<string, string> | null, string | null, string | null>;
}

/** What one message sent for a day and lost to another one (replaced by a later message, or outranked on arrival). */
export interface MesswertTagVersionTabelle {
  mandant: string;
  vertrag_nr: number;
  kanal: MesswertKanal;
  tag: Datum;
  /** mscons_nachricht.nr: who sent it, which document, when created. */
  nachricht: number;
  abgeloest: Zeitpunkt;
  werte: Array<number | null>;
  qualitaet: string;
  status: ColumnType<Record<string, string> | null, string | null, string | null>;
}

export interface RechnungsadresseTabelle {
  mandant: string;
  id: string;
  kundennummer: string;
  vertrag_id: string | null;
  anrede: Anrede;
  titel: string | null;
  vorname: string | null;
  nachname: string | null;
  firma: string | null;
  co: string | null;
  strasse: string | null;
  hausnummer: string | null;
  postfach: string | null;
  postleitzahl: string;
  ort: string;
  land: string;
  gueltig_von: Datum;
  gueltig_bis: Datum | null;
  erstellt: ErstelltAm;
}

export interface BankverbindungTabelle {
  mandant: string;
  id: string;
  kundennummer: string;
  vertrag_id: string | null;
  kontoinhaber: string;
  iban: string;
  bic: string | null;
  bankname: string | null;
  blz: string | null;
  kontonummer: string | null;
  gueltig_von: Datum;
  gueltig_bis: Datum | null;
  lastschrifteinzug_erlaubt: boolean;
  mandatsreferenz: string | null;
  erstellt: ErstelltAm;
}

export interface DokumentTabelle {
  mandant: string;
  id: string;
  kundennummer: string;
  vertrag_id: string | null;
  dateiname: string;
  kategorie: string;
  beschreibung: string | null;
  erstellzeitpunkt: Zeitpunkt;
  mime_type: string;
  groesse: number;
  inhalt: Buffer;
}

export interface KuendigungTabelle {
  id: Generated<number>;
  mandant: string;
  vertrag_id: string;
  kundennummer: string;
  grund: Kuendigungsgrund | null;
  datum: Datum;
  text: string | null;
  erstellt: ErstelltAm;
  art: Generated<Kuendigungsart>;
  zeitpunkt: Generated<Kuendigungszeitpunkt>;
}

export interface KontaktanfrageTabelle {
  id: Generated<number>;
  mandant: string;
  kundennummer: string;
  betreff: string;
  text: string;
  erstellt: ErstelltAm;
  /** Issue 31 (migration 0046); null for requests stored before. */
  ticketnummer: string | null;
}

/** Issue 13: a reported move (migration 0035_umzug). */
export interface UmzugTabelle {
  id: Generated<number>;
  mandant: string;
  vertrag_id: string;
  kundennummer: string;
  auszugsdatum: Datum;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  weiterbeliefern: boolean;
  einzugsdatum: Datum | null;
  zaehlernummer_neu: string | null;
  malo_id_neu: string | null;
  zaehlerstaende: Json<Record<string, number> | null>;
  vertragsende: Datum | null;
  erstellt: ErstelltAm;
}

/** Issue 13: a contract's instalment (migration 0036_abschlag). */
export interface AbschlagTabelle {
  mandant: string;
  vertrag_id: string;
  betrag: number;
  rhythmus: AbschlagRhythmus;
  naechste_faelligkeit: Datum;
}

export interface AbschlagAenderungTabelle {
  id: Generated<number>;
  mandant: string;
  vertrag_id: string;
  kundennummer: string;
  betrag_alt: number;
  betrag_neu: number;
  gueltig_ab: Datum;
  erstellt: ErstelltAm;
}

/** Terminations sent without login (issue #13 §1); `vertrag_ids` is empty when nothing matched. */
export interface KuendigungOeffentlichTabelle {
  id: Generated<number>;
  mandant: string;
  eingangsnummer: string;
  schluessel_hash: string;
  antrag: Json<unknown>;
  kundennummer: string | null;
  vertrag_ids: Json<string[]>;
  eingegangen: Zeitpunkt;
  /** Issue 26: finds a retried declaration (migration 0051); null on rows from before. */
  antrag_hash: string | null;
  idempotenz_schluessel: string | null;
}

/** Everything customers submit that the utility's billing system must learn about. */
export interface OutboxTabelle {
  id: Generated<number>;
  mandant: string;
  art: string;
  /** Null only for a public termination that matched no customer (migration 0031). */
  kundennummer: string | null;
  vertrag_id: string | null;
  payload: Json<unknown>;
  erstellt: ErstelltAm;
  exportiert: Zeitpunkt | null;
}

/** Issue 26: the "not you?" link of a change notice (only its hash). */
export interface KontoSperrlinkTabelle {
  mandant: string;
  kundennummer: string;
  token_hash: string;
  ablauf: Zeitpunkt;
}

/** Issue 26: the device cookie of a good login (hash only). */
export interface BekanntesGeraetTabelle {
  mandant: string;
  kundennummer: string;
  token_hash: string;
  zuletzt: Zeitpunkt;
}

/** Issue 26: the client (/64 or IPv4 address) of the customer's last good login. */
export interface LetzteAnmeldungTabelle {
  mandant: string;
  kundennummer: string;
  client: string;
  zeitpunkt: Zeitpunkt;
}

/** Issue 33: the in-portal notification centre; `schluessel` is the event key (one entry per customer and event). */
export interface BenachrichtigungTabelle {
  mandant: string;
  kundennummer: string;
  id: string;
  schluessel: string;
  ereignis: Ereignis;
  titel: string;
  text: string;
  link: string;
  erstellt: Zeitpunkt;
  gelesen: Zeitpunkt | null;
}

export interface BenachrichtigungEinstellungTabelle {
  mandant: string;
  kundennummer: string;
  ereignis: Ereignis;
  kanal: BenachrichtigungsKanal;
  aktiv: boolean;
}

export interface BenachrichtigungProfilTabelle {
  mandant: string;
  kundennummer: string;
  nachts_erlaubt: ColumnType<boolean, boolean | undefined, boolean>;
  fenster_stunden: ColumnType<number, number | undefined, number>;
}

export interface PushAboTabelle {
  mandant: string;
  kundennummer: string;
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  geraet: string;
  erstellt: Zeitpunkt;
}

/** One push or mail of one event to one customer: its key makes it go out once (issue 33). */
export interface BenachrichtigungZustellungTabelle {
  mandant: string;
  kundennummer: string;
  schluessel: string;
  kanal: 'push' | 'mail';
  ereignis: Ereignis;
  titel: string;
  text: string;
  link: string;
  zustand: 'OFFEN' | 'LAEUFT' | 'GESENDET' | 'FEHLER';
  faellig_ab: Zeitpunkt;
  frist_bis: Zeitpunkt | null;
  versuche: ColumnType<number, number | undefined, number>;
  gesendet: Zeitpunkt | null;
  fehler: string | null;
  /** The claim (a random token per claimed batch) that holds the row while LAEUFT. */
  besitzer: string | null;
}

export interface Tabellen {
  anschlussnutzer: AnschlussnutzerTabelle;
  sitzung: SitzungTabelle;
  passwort_reset: PasswortResetTabelle;
  ratenereignis: RatenereignisTabelle;
  auftrag_lauf: AuftragLaufTabelle;
  zweiter_faktor: ZweiterFaktorTabelle;
  wiederherstellungscode: WiederherstellungscodeTabelle;
  anmelde_challenge: AnmeldeChallengeTabelle;
  vertrag: VertragTabelle;
  tarif: TarifTabelle;
  zaehler: ZaehlerTabelle;
  ablesung: AblesungTabelle;
  verbrauch: VerbrauchTabelle;
  intervall_tag: IntervallTagTabelle;
  marktpreis: MarktpreisTabelle;
  marktpreis_stand: MarktpreisStandTabelle;
  mscons_nachricht: MsconsNachrichtTabelle;
  messwert_tag: MesswertTagTabelle;
  messwert_tag_version: MesswertTagVersionTabelle;
  rechnungsadresse: RechnungsadresseTabelle;
  bankverbindung: BankverbindungTabelle;
  dokument: DokumentTabelle;
  kuendigung: KuendigungTabelle;
  kontaktanfrage: KontaktanfrageTabelle;
  outbox: OutboxTabelle;
  umzug: UmzugTabelle;
  abschlag: AbschlagTabelle;
  abschlag_aenderung: AbschlagAenderungTabelle;
  kuendigung_oeffentlich: KuendigungOeffentlichTabelle;
  benachrichtigung: BenachrichtigungTabelle;
  benachrichtigung_einstellung: BenachrichtigungEinstellungTabelle;
  benachrichtigung_profil: BenachrichtigungProfilTabelle;
  push_abo: PushAboTabelle;
  benachrichtigung_zustellung: BenachrichtigungZustellungTabelle;
  preisbestandteile: PreisbestandteileTabelle;
  produkt: ProduktTabelle;
  konto_sperrlink: KontoSperrlinkTabelle;
  bekanntes_geraet: BekanntesGeraetTabelle;
  letzte_anmeldung: LetzteAnmeldungTabelle;
  oauth_client: OauthClientTabelle;
  oauth_speicher: OauthSpeicherTabelle;
  oauth_geheimnis: OauthGeheimnisTabelle;
  freigabe: FreigabeTabelle;
  freigabe_zugriff: FreigabeZugriffTabelle;
}

// Issue 29: the service console's tables.
export interface Tabellen extends ServiceTabellen {}

// Issue 32 (migration 0110).
export interface OauthClientTabelle {
  mandant: string;
  client_id: string;
  name: string;
  redirect_uris: Json<string[]>;
  scopes: string;
  erstellt: ErstelltAm;
}

export interface OauthSpeicherTabelle {
  mandant: string;
  modell: string;
  id_hash: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  uid_hash: string | null;
  ablauf: Zeitpunkt | null;
  verbraucht: Zeitpunkt | null;
}

export interface OauthGeheimnisTabelle {
  mandant: string;
  cookie_schluessel: string;
  jwks: Json<{ keys: Record<string, unknown>[] }>;
}

export interface FreigabeTabelle {
  mandant: string;
  kundennummer: string;
  id: string;
  client_id: string;
  scopes: string;
  vertraege: Json<string[]>;
  erstellt: Zeitpunkt;
  ablauf: Zeitpunkt;
  widerrufen: Zeitpunkt | null;
}

export interface FreigabeZugriffTabelle {
  mandant: string;
  kundennummer: string;
  freigabe_id: string;
  nr: Generated<number>;
  zeitpunkt: Zeitpunkt;
  aufruf: string;
  anzahl: number;
}

/** Views (not tables: the schema test leaves them out). */
export interface Sichten {
  lastgang: LastgangSicht;
}
