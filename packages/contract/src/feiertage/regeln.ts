import { getDay } from 'date-fns/getDay';
import { parseISO } from 'date-fns/parseISO';
import type { IsoDatum } from '../common/datum.ts';
import { BUNDESLAENDER, type Feiertag } from './schemas.ts';

/** SPEC §7: a date counts as a holiday if any state flag equals 1. */
export function istFeiertag(datum: IsoDatum, feiertage: readonly Feiertag[]): boolean {
  return feiertage.some((f) => f.date === datum && BUNDESLAENDER.some((land) => f[land] === '1'));
}

export function istWochenende(datum: IsoDatum): boolean {
  const tag = getDay(parseISO(datum));
  return tag === 0 || tag === 6;
}

/** Monday to Friday and no holiday in any state. */
export function istArbeitstag(datum: IsoDatum, feiertage: readonly Feiertag[]): boolean {
  return !istWochenende(datum) && !istFeiertag(datum, feiertage);
}

/** SPEC §9: the holiday lookup covers the current year, and the next year too in December. */
export function feiertagsjahre(heute: IsoDatum): number[] {
  const jahr = Number(heute.slice(0, 4));
  return heute.slice(5, 7) === '12' ? [jahr, jahr + 1] : [jahr];
}

