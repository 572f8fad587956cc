import type { ColumnType, Generated } from 'kysely';
import type { Datum, Json, Zeitpunkt } from './spalten.ts';

// Consumption, interval values, market prices and the MSCONS messages they came in.

/** The directions a meter's interval values are stored for (MSCONS reads them; the table keeps them apart). */
export const MESSWERT_KANAELE = ['BEZUG', 'EINSPEISUNG'] as const;
export type MesswertKanal = (typeof MESSWERT_KANAELE)[number];

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
 * One row per tenant, contract, channel and Europe/Berlin day (migration 0060), partitioned by
 * tenant and month. Written only through domain/intervall/schreiben.ts (intervallTageSchreiben).
 */
export interface IntervallTagTabelle {
  mandant: string;
  vertrag_nr: number;
  kanal: 'BEZUG' | 'EINSPEISUNG';
  tag: Datum;
  /**
   * Wh per quarter hour from local midnight (92/96/100); null = no value. Migration 0490: in `werte_kurz`
   * (smallint[]) when every value fits, else here; exactly one is set. Read through domain/intervall/werte.ts.
   */
  werte: Array<number | null> | null;
  werte_kurz: Array<number | null> | null;
  /**
   * One letter per value: G gemessen, E Ersatzwert, V vorläufig, - no value; null (migration 0210) when every
   * value was measured. Read it through domain/intervall/tage.ts zeichenVon.
   */
  qualitaet: string | null;
  /** The day's Wh (bigint, read as a number). */
  summe: number;
  /** kWh of the day that has a market price (Σ Wh/1000 · overlap share). */
  markt_energie: number;
  /** Market cost of that energy (EUR). */
  markt_kosten: number;
  /**
   * Migration 0210, MSCONS only: the messages (mscons_nachricht.nr) as runs [from quarter hour, message, …],
   * 0 for a value no message sent (domain/intervall/quellen.ts); null for a day no message touched.
   */
  quellen: number[] | null;
  /** STS codes by quarter hour, sparse: {"40": "Z32:Z88 Z33:Z83"}; null when the day has none. */
  status: ColumnType<Record<string, string> | null, string | null, string | null>;
}

/** Migration 0190: a new random stand per statement that writes the tenant's prices (domain/intervall/tagespreise.ts). */
/**
 * Per tenant and contract, a counter its interval days' statement triggers raise on every insert, update and
 * delete (migration 0500): the kept forecast's fingerprint of the interval data (domain/sparen/prognose-gemerkt.ts).
 */
export interface IntervallStandTabelle {
  mandant: string;
  vertrag_nr: number;
  /** bigint, read as a number. */
  stand: Generated<number>;
}

export interface MarktpreisStandTabelle {
  mandant: string;
  stand: string;
}

export interface MarktpreisTabelle {
  mandant: string;
  von: Zeitpunkt;
  bis: Zeitpunkt;
  preis: number;
  /** `energy-charts`, `entsoe`, or null for the JSON import. */
  quelle: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every MSCONS message stored, so the same file twice changes nothing. */
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

export interface MesswertTabellen {
  verbrauch: VerbrauchTabelle;
  intervall_tag: IntervallTagTabelle;
  intervall_stand: IntervallStandTabelle;
  marktpreis_stand: MarktpreisStandTabelle;
  marktpreis: MarktpreisTabelle;
  mscons_nachricht: MsconsNachrichtTabelle;
  messwert_tag_version: MesswertTagVersionTabelle;
}
