/** One price of the day-ahead market (marktpreis), as an hour or a quarter hour. */
export interface Marktpreis {
  von: Date;
  bis: Date;
  /** Euro per MWh (negative: producers pay). */
  preis: number;
}

export interface Preisfenster {
  von: Date;
  bis: Date;
  /** Mean price of the window, Euro per MWh. */
  mittel: number;
}

/**
 * INTEGRATOR (issue 30 builds the real cheapest-window computation with the all-in price): replace this
 * function with that one. Here: the contiguous run of `stunden` hours of tomorrow's prices with the lowest
 * mean exchange price; prices must be sorted, gap-free slots of equal length. Undefined when the day has
 * fewer slots than the window needs.
 */
export function guenstigstesFenster(preise: Marktpreis[], stunden: number): Preisfenster | undefined {
  if (preise.length === 0) return undefined;
  const slotMs = preise[0]!.bis.getTime() - preise[0]!.von.getTime();
  const n = Math.round((stunden * 3600_000) / slotMs);
  if (n < 1 || n > preise.length) return undefined;
  let summe = preise.slice(0, n).reduce((s, p) => s + p.preis, 0);
  let beste = { start: 0, summe };
  for (let i = n; i < preise.length; i++) {
    summe += preise[i]!.preis - preise[i - n]!.preis;
    if (summe < beste.summe) beste = { start: i - n + 1, summe };
  }
  return { von: preise[beste.start]!.von, bis: preise[beste.start + n - 1]!.bis, mittel: beste.summe / n };
}

/** The slots of tomorrow with a price below zero (issue 33 event "negative prices tomorrow"). */
export function negativePreise(preise: Marktpreis[]): Marktpreis[] {
  return preise.filter((p) => p.preis < 0);
}
