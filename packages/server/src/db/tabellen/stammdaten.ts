import type { Anrede } from '@ekp/contract';
import type { Datum, ErstelltAm } from './spalten.ts';

// The customer's dated master data: billing addresses and bank accounts (domain/datierte-eintraege.ts).

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

export interface StammdatenTabellen {
  rechnungsadresse: RechnungsadresseTabelle;
  bankverbindung: BankverbindungTabelle;
}
