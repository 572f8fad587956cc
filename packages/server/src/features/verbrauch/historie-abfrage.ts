import type { HistorieIntervall } from '@ekp/contract';

// The shapes the history's readers (days, hours, the SQL references) share, apart from historie-repository.ts,
// which imports those readers: a reader importing its own importer would close a circle.

/** One history request: the contract, the window and the interval. */
export interface HistorieAbfrage {
  mandant: string;
  vertragNr: number;
  vertragId: string;
  von: Date;
  bis: Date;
  intervall: HistorieIntervall;
}

/** One bucket as SQL returns it: consumption, the energy that has a price, and its cost. */
export interface Zeile {
  beginn: Date;
  ende: Date;
  verbrauch: number;
  bepreist: number | null;
  kosten: number | null;
}
