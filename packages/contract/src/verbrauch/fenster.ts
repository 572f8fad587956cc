import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { heuteIn, stundeIn, tagDanach, tagesbeginn, type IsoDatum } from '../common/datum.ts';
import type { HistorieIntervall } from './intervalle.ts';
import { zeitpunktIso } from './zeit.ts';

export { HISTORIE_INTERVALLE, type HistorieIntervall } from './intervalle.ts';

/** SPEC §9: price series cutoff hour; from 12:00 local time on, windows shift one day forward. */
export const STICHSTUNDE = 12;

/** A range of whole local days, both ends included. */
export interface Tageszeitraum {
  von: IsoDatum;
  bis: IsoDatum;
}

const min = (a: IsoDatum, b: IsoDatum) => (a < b ? a : b);
const nachStichstunde = (jetzt: Date) => stundeIn(jetzt) >= STICHSTUNDE;
const gestern = (jetzt: Date) => tagDanach(heuteIn(jetzt), -1);
const monatsende = (datum: IsoDatum) => tagDanach(lightFormat(addMonths(parseISO(`${datum.slice(0, 7)}-01`), 1), 'yyyy-MM-dd'), -1);

/** SPEC §4: forward movement is capped — hourly at today, daily and monthly at yesterday. */
export function vorwaertsGrenze(intervall: HistorieIntervall, jetzt: Date): IsoDatum {
  return intervall === 'hourly' ? heuteIn(jetzt) : gestern(jetzt);
}

/**
 * SPEC §9 history windows for a reference date:
 * hourly — the day before the reference date from 00:00 through the end of the reference day, capped at
 * the end of today (of tomorrow from 12:00 on); daily — the calendar month, capped at yesterday;
 * monthly — the calendar year, capped at yesterday. A reference date beyond the cap is pulled back to it,
 * so a window is never empty (on the 1st of a month the daily view shows the month before).
 */
export function historieFenster(intervall: HistorieIntervall, referenz: IsoDatum, jetzt: Date): Tageszeitraum {
  if (intervall === 'hourly') {
    const grenze = nachStichstunde(jetzt) ? tagDanach(heuteIn(jetzt)) : heuteIn(jetzt);
    const ref = min(referenz, grenze);
    return { von: tagDanach(ref, -1), bis: ref };
  }
  const grenze = gestern(jetzt);
  const ref = min(referenz, grenze);
  if (intervall === 'daily') return { von: `${ref.slice(0, 7)}-01`, bis: min(monatsende(ref), grenze) };
  return { von: `${ref.slice(0, 4)}-01-01`, bis: min(`${ref.slice(0, 4)}-12-31`, grenze) };
}

/** SPEC §4 stepping: hourly a day, daily a month, monthly a year; forward capped (see vorwaertsGrenze). */
export function schritt(intervall: HistorieIntervall, referenz: IsoDatum, richtung: 1 | -1, jetzt: Date): IsoDatum {
  const d = parseISO(referenz);
  const neu =
    intervall === 'hourly'
      ? tagDanach(referenz, richtung)
      : lightFormat(intervall === 'daily' ? addMonths(d, richtung) : addYears(d, richtung), 'yyyy-MM-dd');
  return richtung === 1 ? min(neu, vorwaertsGrenze(intervall, jetzt)) : neu;
}

/** True when a step forward would show another window (the forward button is disabled otherwise). */
export function kannVorwaerts(intervall: HistorieIntervall, referenz: IsoDatum, jetzt: Date): boolean {
  const jetzigesFenster = historieFenster(intervall, referenz, jetzt);
  return historieFenster(intervall, schritt(intervall, referenz, 1, jetzt), jetzt).von > jetzigesFenster.von;
}

/**
 * SPEC §7 price series window: from yesterday 00:00 to the end of today; from 12:00 on (when the day-ahead
 * prices of tomorrow are known) from today 00:00 to the end of tomorrow. `bis` is exclusive.
 */
export function preiszeitreiheFenster(jetzt: Date): Tageszeitraum & { vonZeitpunkt: string; bisZeitpunkt: string } {
  const heute = heuteIn(jetzt);
  const von = nachStichstunde(jetzt) ? heute : tagDanach(heute, -1);
  const bis = tagDanach(von);
  return { von, bis, vonZeitpunkt: zeitpunktIso(tagesbeginn(von)), bisZeitpunkt: zeitpunktIso(tagesbeginn(tagDanach(bis))) };
}

