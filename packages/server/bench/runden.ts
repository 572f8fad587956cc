// The statistics every `npm run bench:*` reports: the median of its warmed rounds with
// their spread (min–max), never the best round. One round on this shared machine scatters by ±20 %; the
// best of them flatters, the median with its spread says how far a figure can be trusted. Exported for
// every bench (also e2e/bench/web.ts), so each prints the same way.

export interface Spanne {
  median: number;
  min: number;
  max: number;
  /** How many values. */
  n: number;
}

function sortiert(werte: readonly number[]): number[] {
  const gueltig = werte.filter((w) => !Number.isNaN(w));
  if (gueltig.length === 0) throw new Error('keine Werte');
  return [...gueltig].sort((a, b) => a - b);
}

/** The middle value; of an even count the mean of the two in the middle. */
export function median(werte: readonly number[]): number {
  const s = sortiert(werte);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The q-quantile (0…1) by the nearest rank, e.g. p95 of a round's single timings. */
export function quantil(werte: readonly number[], q: number): number {
  const s = sortiert(werte);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}

export function spanne(werte: readonly number[]): Spanne {
  const s = sortiert(werte);
  return { median: median(s), min: s[0]!, max: s.at(-1)!, n: s.length };
}

/** "median (min–max)" in the given format, e.g. `3,120 (2,980–3,310)`. */
export function mitSpanne(werte: readonly number[], format: (n: number) => string = (n) => n.toFixed(0)): string {
  const s = spanne(werte);
  return s.n === 1 ? `${format(s.median)} (1 Runde)` : `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
}

/**
 * Runs `runde` `anzahl` times after `aufwaermen` unmeasured runs and returns the measured results in order.
 * Both are at least what the caller asks; fewer than 3 measured rounds are refused, since no median of
 * two tells anything about the spread.
 */
export async function runden<T>(anzahl: number, runde: (nr: number) => Promise<T>, optionen: { aufwaermen?: number; mindestens?: number } = {}): Promise<T[]> {
  const mindestens = optionen.mindestens ?? 3;
  if (anzahl < mindestens) throw new Error(`mindestens ${mindestens} Runden (EKP_BENCH_RUNDEN=${anzahl})`);
  for (let i = 0; i < (optionen.aufwaermen ?? 0); i++) await runde(0);
  const ergebnisse: T[] = [];
  for (let nr = 1; nr <= anzahl; nr++) ergebnisse.push(await runde(nr));
  return ergebnisse;
}

/** EKP_BENCH_RUNDEN, at least 3 (default 3). */
export function rundenAusUmgebung(standard = 3): number {
  return Math.max(3, Number(process.env.EKP_BENCH_RUNDEN ?? standard));
}
