import { preisAusgeben } from '../geld/cent.ts';

// The cheapest contiguous window of a duration among the known quarter-hour prices.
// Pure, on instants (ms): a local day of 92 or 100 quarter hours needs no special case.

export const VIERTELSTUNDE_MS = 15 * 60_000;

export interface PreisPunkt {
  von: number;
  bis: number;
  preis: number;
}

/** Hourly (or longer) prices as quarter hours with the same price; quarter hours stay as they are. */
export function inViertelstunden<T extends PreisPunkt>(preise: readonly T[]): T[] {
  const aus: T[] = [];
  for (const p of preise) {
    for (let t = p.von; t < p.bis; t += VIERTELSTUNDE_MS) aus.push({ ...p, von: t, bis: Math.min(t + VIERTELSTUNDE_MS, p.bis) });
  }
  return aus;
}

export interface FensterErgebnis {
  von: number;
  bis: number;
  durchschnittspreis: number;
  ersparnisGegenueberJetzt: number | null;
}

/**
 * The window of `anzahl` consecutive quarter hours with the lowest mean price that starts no earlier than
 * the quarter hour containing `jetzt` and ends by `bis`; the earliest of equally cheap ones. Prices must be
 * quarter hours in time order; a gap in the prices ends a run (a window never spans unknown prices).
 * The saving compares with the window that starts in the current quarter hour, when that one is known.
 * Null when no window fits.
 */
export function guenstigstesFensterBerechnen(preise: readonly PreisPunkt[], anzahl: number, jetzt: number, bis: number): FensterErgebnis | null {
  let start = 0;
  while (start < preise.length && preise[start]!.bis <= jetzt) start++;
  let besteSumme = Infinity;
  let besterAnfang = -1;
  let jetztSumme: number | null = null;
  let laufAnfang = start;
  let summe = 0;
  for (let e = start; e < preise.length && preise[e]!.bis <= bis; e++) {
    if (e > laufAnfang && preise[e]!.von !== preise[e - 1]!.bis) {
      laufAnfang = e;
      summe = 0;
    }
    summe += preise[e]!.preis;
    if (e - laufAnfang + 1 > anzahl) summe -= preise[e - anzahl]!.preis;
    if (e - laufAnfang + 1 >= anzahl) {
      const anfang = e - anzahl + 1;
      if (anfang === start) jetztSumme = summe;
      // A small tolerance so floating-point noise never prefers a later, equally cheap window.
      if (summe < besteSumme - 1e-12) {
        besteSumme = summe;
        besterAnfang = anfang;
      }
    }
  }
  if (besterAnfang < 0) return null;
  const durchschnitt = besteSumme / anzahl;
  return {
    von: preise[besterAnfang]!.von,
    bis: preise[besterAnfang + anzahl - 1]!.bis,
    durchschnittspreis: preisAusgeben(durchschnitt),
    ersparnisGegenueberJetzt: jetztSumme === null ? null : preisAusgeben(jetztSumme / anzahl - durchschnitt),
  };
}
