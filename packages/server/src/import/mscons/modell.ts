// The typed result of reading an MSCONS interchange (docs/marktdaten.md).

import { QUALITAETEN, type Qualitaet } from '@ekp/contract';
import { MESSWERT_KANAELE, type MesswertKanal } from '../../db/tabellen/messwerte.ts';

export { QUALITAETEN, type Qualitaet };
/** The stored channels (db/tabellen/messwerte.ts), under the names the MSCONS reader uses. */
export const KANAELE = MESSWERT_KANAELE;
export type Kanal = MesswertKanal;

/** STS segments kept with a value (DE9015 → DE9013): Z32 substitution method, Z33 plausibility note, Z34 correction reason, Z40 reason for the substitute. */
export interface Status {
  art: 'Z32' | 'Z33' | 'Z34' | 'Z40';
  code: string;
}

export interface Intervallwert {
  von: Date;
  bis: Date;
  /** kWh as sent. */
  wert: number;
  qualitaet: Qualitaet;
  /** The QTY qualifier as sent (220, 67, Z18). */
  qualifier: string;
  status: Status[];
}

export interface Zaehlerstand {
  /** OBIS as sent, e.g. 1-1:1.8.0. */
  obis: string;
  zeitpunkt: Date;
  wert: number;
  qualitaet: Qualitaet;
  qualifier: string;
  status: Status[];
}

/** QTY qualifiers of load-profile values, by the index a series keeps per value. */
export const QUALIFIER = ['220', '67', 'Z18'] as const;
export const QUALITAET_VON: readonly Qualitaet[] = ['GEMESSEN', 'ERSATZWERT', 'VORLAEUFIG'];

/** A load-profile series, kept as columns (a day's file of 1,000 metering points has 96,000 values). */
export interface Lastgangreihe {
  obis: string;
  kanal: Kanal;
  readonly anzahl: number;
  /** Start and end of each interval, ms since 1970. */
  readonly von: readonly number[];
  readonly bis: readonly number[];
  /** kWh as sent. */
  readonly wert: readonly number[];
  /** Index into QUALIFIER. */
  readonly qualifier: readonly number[];
  /** STS segments by value index; most values have none. */
  readonly status: ReadonlyMap<number, Status[]>;
  /** The values as objects, built when asked for (the storage reads the columns). */
  readonly werte: Intervallwert[];
}

export interface Lokation {
  /** LOC+172: a Marktlokations-ID (11 digits) or a Zählpunktbezeichnung (33 characters). */
  id: string;
  zaehlernummer: string | null;
  reihen: Lastgangreihe[];
  zaehlerstaende: Zaehlerstand[];
}

export type Version = '2.4c' | '2.4d' | '2.5';

export interface Nachricht {
  /** UNH data element 0062, named in every message about this message. */
  referenz: string;
  version: string;
  /** BGM: Z48 load profile, others (e.g. 7, Z27) carry register readings. */
  art: string;
  dokumentnummer: string;
  /** BGM 1225: 9 original, 5 replacement, 1 cancellation. */
  funktion: string;
  erstellt: Date | null;
  pruefidentifikator: string | null;
  absender: string | null;
  empfaenger: string | null;
  lokationen: Lokation[];
  /** German texts; a message with errors is refused as a whole. */
  fehler: string[];
  /** German texts about what was left out (series ekp does not store); the rest of the message is stored. */
  hinweise: string[];
}

export interface Uebertragung {
  absender: string | null;
  empfaenger: string | null;
  referenz: string | null;
  nachrichten: Nachricht[];
  /** Errors of the interchange itself (UNA, UNB/UNZ): then nothing of the file is taken. */
  fehler: string[];
}
