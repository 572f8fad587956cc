/** Candidate tick steps per power of ten: round numbers a reader adds up in the head. */
const FAKTOREN = [1, 2, 2.5, 5, 10];
/** achsenZahl shows at most two decimals, so no step is finer than that. */
const FEINSTER_SCHRITT = 0.01;

const zweiNachkommastellen = (wert: number) => Math.abs(Math.round(wert * 100) - wert * 100) < 1e-6;
/** Rounded to two decimals (ticks are multiples of a step with at most two), and never -0. */
const runden = (wert: number) => Math.round(wert * 100) / 100 + 0;

/** The smallest round step (1, 2, 2.5 or 5 times a power of ten, at least 0.01) not below `roh`. */
export function runderSchritt(roh: number): number {
  if (!(roh > FEINSTER_SCHRITT)) return FEINSTER_SCHRITT;
  const zehnerpotenz = 10 ** Math.floor(Math.log10(roh));
  for (const faktor of FAKTOREN) {
    const schritt = faktor * zehnerpotenz;
    if (schritt >= roh * (1 - 1e-9) && zweiNachkommastellen(schritt)) return schritt;
  }
  return 10 * zehnerpotenz;
}

/**
 * The ticks of a y axis for these values: always including 0 (bars stand on it, and a scale that starts
 * elsewhere exaggerates), about `intervalle` round steps, the outer ticks enclosing every value.
 */
export function achsenWerte(werte: readonly number[], intervalle = 4): number[] {
  const endlich = werte.filter(Number.isFinite);
  const min = Math.min(0, ...endlich);
  const max = Math.max(0, ...endlich);
  if (min === max) return [0, 1];
  const schritt = runderSchritt((max - min) / intervalle);
  const von = Math.floor(min / schritt + 1e-9);
  const bis = Math.ceil(max / schritt - 1e-9);
  return Array.from({ length: bis - von + 1 }, (_, i) => runden((von + i) * schritt));
}

/** Hours between labelled times: divisors of a day, so the labels fall on the same hours every day. */
const STUNDEN = [1, 2, 3, 4, 6, 12, 24];
const VOLLE_STUNDE = /^(\d\d):00$/;

export interface Beschriftung {
  /** Estimated width of one character of a tick label in px (12 px text; digits are ~0.6 em). */
  zeichenPx?: number;
  /** The least free space between two labels in px. */
  lueckePx?: number;
  /** The labels are times of day ("HH:MM"): label only whole hours, every 1, 2, 3, 4, 6, 12 or 24 hours. */
  uhrzeiten?: boolean;
}

/**
 * Which x labels to write so that none overlaps its neighbour, given the distance between two categories
 * in px: every n-th one from the first, or for times of day the whole hours divisible by the chosen step.
 */
export function xBeschriftungen(labels: readonly string[], abstandPx: number, { zeichenPx = 7.5, lueckePx = 12, uhrzeiten = false }: Beschriftung = {}): number[] {
  const bedarf = Math.max(0, ...labels.map((l) => l.length)) * zeichenPx + lueckePx;
  const indizes = labels.map((_, i) => i);
  if (uhrzeiten) {
    const volle = indizes.filter((i) => VOLLE_STUNDE.test(labels[i]!));
    // Points per hour: 1 for hourly buckets, 4 for quarter-hour prices.
    const jeStunde = volle.length > 1 ? volle[1]! - volle[0]! : 1;
    const stunden = STUNDEN.find((s) => s * jeStunde * abstandPx >= bedarf) ?? 24;
    return volle.filter((i) => Number(VOLLE_STUNDE.exec(labels[i]!)![1]) % stunden === 0);
  }
  const jedes = Math.max(1, Math.ceil(bedarf / Math.max(abstandPx, 1e-9)));
  return indizes.filter((i) => i % jedes === 0);
}
