import type { AbschlagRhythmus, Ablesequelle, Anrede, Anschlussnutzer, BenachrichtigungsKanal, Ereignis, Kuendigungsgrund, Tariftyp } from '@ekp/contract';
import type { ColumnType, Generated } from 'kysely';

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

export interface LastgangTabelle {
  vertrag_nr: number;
  von: Zeitpunkt;
  bis: Zeitpunkt;
  verbrauch: number;
}

/** Per contract and Europe/Berlin day, kept by triggers (migration 0006_intervall_tagessummen, once 0005_…). */
export interface LastgangTagTabelle {
  vertrag_nr: number;
  tag: Datum;
  verbrauch: number;
  markt_energie: number;
  markt_kosten: number;
}

export interface MarktpreisTabelle {
  mandant: string;
  von: Zeitpunkt;
  bis: Zeitpunkt;
  preis: number;
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
  grund: Kuendigungsgrund;
  datum: Datum;
  text: string | null;
  erstellt: ErstelltAm;
}

export interface KontaktanfrageTabelle {
  id: Generated<number>;
  mandant: string;
  kundennummer: string;
  betreff: string;
  text: string;
  erstellt: ErstelltAm;
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
}

export interface Tabellen {
  anschlussnutzer: AnschlussnutzerTabelle;
  sitzung: SitzungTabelle;
  passwort_reset: PasswortResetTabelle;
  ratenereignis: RatenereignisTabelle;
  zweiter_faktor: ZweiterFaktorTabelle;
  wiederherstellungscode: WiederherstellungscodeTabelle;
  anmelde_challenge: AnmeldeChallengeTabelle;
  vertrag: VertragTabelle;
  tarif: TarifTabelle;
  zaehler: ZaehlerTabelle;
  ablesung: AblesungTabelle;
  verbrauch: VerbrauchTabelle;
  lastgang: LastgangTabelle;
  lastgang_tag: LastgangTagTabelle;
  marktpreis: MarktpreisTabelle;
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
}
