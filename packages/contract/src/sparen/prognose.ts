import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { RHYTHMUS_MONATE } from '../abschlag/regeln.ts';
import { inCent, inEuro, type Cent } from '../geld/cent.ts';
import type { AbschlagRhythmus } from '../import/schema.ts';
import type { IsoDatum } from '../common/datum.ts';
import { berlinOrtszeit } from '../preise/ortszeit.ts';
import { VIERTELSTUNDE_MS } from './fenster.ts';

// The forecast of the annual bill with the BDEW 2025 standard load profiles (H25, G25).
// Pure: the server loads the profile tables (packages/server/src/features/sparen/daten/*.csv) and the data.

export const TAGTYPEN = ['WT', 'SA', 'FT'] as const;

/** A BDEW 2025 profile: per month (1–12) and day type, 96 quarter-hour values (kWh of a 1 GWh year… scale). */
export interface SlpTabelle {
  name: 'H25' | 'G25';
  /** werte[(monat − 1) × 3 + tagtyp][viertelstunde] */
  werte: number[][];
  /** H25 is "dynamised": every value × the BDEW day-of-year polynomial. */
  dynamisch: boolean;
}

function ostersonntag(jahr: number): number {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher); the result as Date.UTC.
  const a = jahr % 19;
  const b = Math.floor(jahr / 100);
  const c = jahr % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monat = Math.floor((h + l - 7 * m + 114) / 31);
  const tag = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(jahr, monat - 1, tag);
}

const feiertagsCache = new Map<number, Set<string>>();
/** The nationwide public holidays (month-day keys "M-D") — the profile's FT days besides Sundays. */
function bundesweiteFeiertage(jahr: number): Set<string> {
  let s = feiertagsCache.get(jahr);
  if (s) return s;
  const ostern = ostersonntag(jahr);
  const rel = (tage: number) => {
    const d = new Date(ostern + tage * 86_400_000);
    return `${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
  };
  s = new Set(['1-1', '5-1', '10-3', '12-25', '12-26', rel(-2), rel(1), rel(39), rel(50)]);
  feiertagsCache.set(jahr, s);
  return s;
}

/** BDEW day type: FT on Sundays and nationwide holidays, SA on Saturdays and on 24 and 31 December, else WT. */
export function tagtyp(jahr: number, monat: number, tag: number, wochentag: number): 0 | 1 | 2 {
  if (wochentag === 0 || bundesweiteFeiertage(jahr).has(`${monat}-${tag}`)) return 2;
  if (wochentag === 6 || (monat === 12 && (tag === 24 || tag === 31))) return 1;
  return 0;
}

/** BDEW's dynamisation of H25 by day of the year t (1 = 1 January). */
export function dynamisierung(t: number): number {
  return -3.92e-10 * t ** 4 + 3.2e-7 * t ** 3 - 7.02e-5 * t ** 2 + 2.1e-3 * t + 1.24;
}

const tagDesJahres = (jahr: number, monat: number, tag: number) => Math.round((Date.UTC(jahr, monat - 1, tag) - Date.UTC(jahr, 0, 1)) / 86_400_000) + 1;

/**
 * The profile's energy between two instants (its own unit): the sum of the quarter-hour values whose
 * local start falls in [von, bis). Iterates instants, so a 23- or 25-hour day has 92 or 100 of them.
 */
export function profilSumme(slp: SlpTabelle, von: number, bis: number, nurZeitpunkte?: (t: number) => boolean): number {
  let summe = 0;
  let t = Math.ceil(von / VIERTELSTUNDE_MS) * VIERTELSTUNDE_MS;
  let tagSchluessel = -1;
  let zeile: number[] = [];
  let faktor = 1;
  for (; t < bis; t += VIERTELSTUNDE_MS) {
    const o = berlinOrtszeit(t);
    const schluessel = o.jahr * 10000 + o.monat * 100 + o.tag;
    if (schluessel !== tagSchluessel) {
      tagSchluessel = schluessel;
      zeile = slp.werte[(o.monat - 1) * 3 + tagtyp(o.jahr, o.monat, o.tag, o.wochentag)]!;
      faktor = slp.dynamisch ? dynamisierung(tagDesJahres(o.jahr, o.monat, o.tag)) : 1;
    }
    if (!nurZeitpunkte || nurZeitpunkte(t)) summe += zeile[Math.floor(o.minute / 15)]! * faktor;
  }
  return summe;
}

export interface Spanne {
  p10: number;
  p50: number;
  p90: number;
}

/** z of the 10 % / 90 % quantiles of a normal distribution. */
export const Z_P90 = 1.2816;
/** The relative year-to-year spread used when the customer has fewer than two billed years. */
export const STANDARD_STREUUNG = 0.1;

/**
 * Relative spread of the annual consumption: sample standard deviation ÷ mean of the billed years'
 * consumption extrapolated to 365 days; STANDARD_STREUUNG with fewer than two years. Kept in [0.02, 0.5].
 */
export function jahresStreuung(jahreswerte: readonly number[]): { streuung: number; ausHistorie: boolean } {
  const w = jahreswerte.filter((x) => x > 0);
  if (w.length < 2) return { streuung: STANDARD_STREUUNG, ausHistorie: false };
  const mittel = w.reduce((a, b) => a + b, 0) / w.length;
  const varianz = w.reduce((a, b) => a + (b - mittel) ** 2, 0) / (w.length - 1);
  return { streuung: Math.min(0.5, Math.max(0.02, Math.sqrt(varianz) / mittel)), ausHistorie: true };
}

/**
 * Consumption of the billing period [beginn, stichtag): the known part plus the rest projected with the
 * profile at the customer's own rate (kWh per profile unit over the known span). The spread applies to the
 * projected rest only: p10/p90 = bekannt + rest × (1 ∓ 1.2816 × streuung).
 */
export function verbrauchSpanne(bekannt: number, rate: number, profilRest: number, streuung: number): Spanne {
  const rest = rate * profilRest;
  const r = (x: number) => Math.round(x * 10) / 10;
  return { p10: r(bekannt + rest * Math.max(0, 1 - Z_P90 * streuung)), p50: r(bekannt + rest), p90: r(bekannt + rest * (1 + Z_P90 * streuung)) };
}

export interface AbschlagsAenderung {
  betragAlt: number;
  betragNeu: number;
  gueltigAb: IsoDatum;
}

/**
 * The instalment due on a date: the amount of the newest change whose `gueltigAb` is on or before it, else
 * the amount before the first change. When the stored amount no longer matches the newest change, the
 * billing system imported it since, and it stands alone for every date (as `abschlagJetzt` reads it).
 */
export function abschlagAm(vereinbart: number, aenderungen: readonly AbschlagsAenderung[], datum: IsoDatum): number {
  const neueste = [...aenderungen].sort((a, b) => b.gueltigAb.localeCompare(a.gueltigAb));
  if (neueste.length === 0 || neueste[0]!.betragNeu !== vereinbart) return vereinbart;
  return neueste.find((a) => a.gueltigAb <= datum)?.betragNeu ?? neueste.at(-1)!.betragAlt;
}

/**
 * Payments due in [beginn, stichtag), each at the amount valid on its due date. The due dates are the
 * anchor ± whole rhythms, each counted from the anchor (a 31st stays the 31st, or the month's last day).
 */
export function abschlaegeImZeitraum(
  vereinbart: number,
  anker: IsoDatum,
  rhythmus: AbschlagRhythmus,
  beginn: IsoDatum,
  stichtag: IsoDatum,
  aenderungen: readonly AbschlagsAenderung[] = [],
): number {
  const start = parseISO(anker);
  const schritt = RHYTHMUS_MONATE[rhythmus];
  let summe: Cent = 0;
  for (let k = -1000; k < 1000; k++) {
    const d = lightFormat(addMonths(start, k * schritt), 'yyyy-MM-dd');
    if (d >= stichtag) break;
    if (d >= beginn) summe += inCent(abschlagAm(vereinbart, aenderungen, d));
  }
  return inEuro(summe);
}
