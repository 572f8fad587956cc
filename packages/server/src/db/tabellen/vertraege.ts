import type { AbschlagRhythmus, Ablesequelle, Preisbestandteile, Produkt, Tariftyp } from '@ekp/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Datum, ErstelltAm, Json, KundenArt, Zeitpunkt } from './spalten.ts';

// Contracts and what hangs on them: tariffs, prices, meters, readings, instalments, documents.

export interface Kanal {
  obiskennzahl: string;
  vorkommastellen: number;
  nachkommastellen: number;
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
  /** Marktlokations-ID and Messlokations-ID (Zählpunktbezeichnung), for matching MSCONS. */
  malo_id: ColumnType<string | null, string | null | undefined, string | null>;
  melo_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0210: the metering operator sent MSCONS values for it, so the history reads their provenance. */
  messwerte_gesendet: Generated<boolean>;
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
  /** Id of the tenant's preisbestandteile for a dynamic tariff. */
  preisbestandteile: string | null;
  /** EUR/kWh paid for feed-in (migration 0350); null without it. */
  einspeiseverguetung: number | null;
}

/** Price components per tenant (PreisbestandteileWerteSchema as jsonb). */
export interface PreisbestandteileTabelle {
  mandant: string;
  id: string;
  daten: Json<Preisbestandteile>;
}

/** The tenant's product catalogue (ProduktSchema as jsonb). */
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

/** A contract's instalment (migration 0036_abschlag). */
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
  /** Null (both) until a document made from stored figures is first asked for (domain/dokument-bei-bedarf.ts). */
  groesse: number | null;
  inhalt: Buffer | null;
}

export interface VertragsTabellen {
  vertrag: VertragTabelle;
  tarif: TarifTabelle;
  preisbestandteile: PreisbestandteileTabelle;
  produkt: ProduktTabelle;
  zaehler: ZaehlerTabelle;
  ablesung: AblesungTabelle;
  abschlag: AbschlagTabelle;
  abschlag_aenderung: AbschlagAenderungTabelle;
  dokument: DokumentTabelle;
}
