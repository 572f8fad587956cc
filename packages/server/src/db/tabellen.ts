import type { ColumnType, Generated } from 'kysely';

// Row types of every table (migrations in ./migrations). Dates (SQL date) come back as YYYY-MM-DD
// strings, instants (timestamptz) as Date, numbers as number; see db/verbinden.ts.
type Datum = string;
type Zeitpunkt = ColumnType<Date, Date | string, Date | string>;
type ErstelltAm = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

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
  anrede: string;
  titel: string | null;
  vorname: string | null;
  nachname: string | null;
  firma: string | null;
  geburtsdatum: Datum | null;
  email: string | null;
  festnetz: string | null;
  mobil: string | null;
  fax: string | null;
  kunden_art: string;
  zugang: string;
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
  kunden_art: string;
}

export interface TarifTabelle {
  id: Generated<number>;
  mandant: string;
  vertrag_id: string;
  position: number;
  name: string;
  tariftyp: string;
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
  ermittlungsart: string;
  ableseart: string | null;
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

/** Per contract and Europe/Berlin day, kept by triggers (migration 0005_intervall_tagessummen). */
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
  anrede: string;
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
  grund: string;
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

/** Everything customers submit that the utility's billing system must learn about. */
export interface OutboxTabelle {
  id: Generated<number>;
  mandant: string;
  art: string;
  kundennummer: string;
  vertrag_id: string | null;
  payload: Json<unknown>;
  erstellt: ErstelltAm;
  exportiert: Zeitpunkt | null;
}

export interface Tabellen {
  anschlussnutzer: AnschlussnutzerTabelle;
  sitzung: SitzungTabelle;
  passwort_reset: PasswortResetTabelle;
  ratenereignis: RatenereignisTabelle;
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
}
