import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';

/**
 * How consumption spreads over the year, as a weight per day that averages 1 over a year: a cosine that
 * peaks in mid-January. Gas (OBIS medium 7) heats, so a January day weighs about 1.7 and a July day 0.3;
 * electricity varies little (±15 %). A simplification of the utilities' standard load profiles, good
 * enough to keep a summer gas reading from looking implausible.
 */
export function saisonAmplitude(obiskennzahl: string): number {
  return obiskennzahl.startsWith('7-') ? 0.7 : 0.15;
}

function gewicht(amplitude: number, tag: Date): number {
  const seitMitteJanuar = differenceInCalendarDays(tag, new Date(tag.getFullYear(), 0, 15));
  return 1 + amplitude * Math.cos((2 * Math.PI * seitMitteJanuar) / 365);
}

/** Weighted days from `von` (inclusive) to `bis` (exclusive); equals the day count for amplitude 0. */
export function gewichteteTage(obiskennzahl: string, von: string, bis: string): number {
  const amplitude = saisonAmplitude(obiskennzahl);
  const start = parseISO(von);
  const anzahl = differenceInCalendarDays(parseISO(bis), start);
  let summe = 0;
  for (let i = 0; i < anzahl; i++) summe += gewicht(amplitude, addDays(start, i));
  return summe;
}
