import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import type { IsoDatum } from '../common/datum.ts';

/** SPEC §9: consumption extrapolation uses 365 days. A period von→bis lasts bis − von days (at least one). */
export const HOCHRECHNUNG_TAGE = 365;

export function aufJahrHochgerechnet(summe: number, von: IsoDatum, bis: IsoDatum): number {
  const tage = Math.max(1, differenceInCalendarDays(parseISO(bis), parseISO(von)));
  return (summe * HOCHRECHNUNG_TAGE) / tage;
}
