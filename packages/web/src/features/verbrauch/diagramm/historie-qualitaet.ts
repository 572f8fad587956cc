import type { HistorieEintrag } from '@ekp/contract';
import { verbrauchTexte } from '@ekp/contract/aufrufe';

// What the history's charts mark of the metering operator's values. Absent fields (values from the
// JSON import, a contract without feed-in) mark nothing.

/** Per bucket: its weakest value is a substitute or provisional one. */
export const nichtGemessen = (daten: readonly HistorieEintrag[]): boolean[] => daten.map((e) => e.qualitaet !== undefined && e.qualitaet !== 'GEMESSEN');

/** The feed-in per bucket (null: none sent for it), or null when the window has no feed-in at all. */
export function einspeisungReihe(daten: readonly HistorieEintrag[]): Array<number | null> | null {
  return daten.some((e) => e.einspeisung !== undefined) ? daten.map((e) => e.einspeisung ?? null) : null;
}

/** The readout's heading, with the quality where the bucket holds values not measured: "… 11:00 Uhr – Ersatzwert". */
export const titelMitQualitaet = (titel: string, e: HistorieEintrag): string =>
  e.qualitaet !== undefined && e.qualitaet !== 'GEMESSEN' ? `${titel} – ${verbrauchTexte.qualitaet[e.qualitaet]}` : titel;
