import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns/lightFormat';
import { heuteIn, tagDanach, tagesbeginn, ZEITZONE, type IsoDatum } from '../common/datum.ts';

const NUR_DATUM = /^\d{4}-\d{2}-\d{2}$/;

/** date-fns' XXX (lightFormat has no zone tokens): Z or ±hh:mm. */
function versatz(minuten: number): string {
  if (minuten === 0) return 'Z';
  const betrag = Math.abs(minuten);
  const zwei = (n: number) => String(n).padStart(2, '0');
  return `${minuten < 0 ? '-' : '+'}${zwei(Math.floor(betrag / 60))}:${zwei(betrag % 60)}`;
}

/** An instant as ISO 8601 with the Europe/Berlin offset, e.g. 2026-10-25T02:00:00+01:00. */
export function zeitpunktIso(zeitpunkt: Date | string): string {
  const d = new TZDate(new Date(zeitpunkt).getTime(), ZEITZONE);
  return `${lightFormat(d, "yyyy-MM-dd'T'HH:mm:ss")}${versatz(-d.getTimezoneOffset())}`;
}

/** HH:mm in Europe/Berlin. */
export function uhrzeit(zeitpunkt: Date | string): string {
  return lightFormat(new TZDate(new Date(zeitpunkt).getTime(), ZEITZONE), 'HH:mm');
}

/** The local calendar date (Europe/Berlin) of an instant. */
export function datumVon(zeitpunkt: Date | string): IsoDatum {
  return heuteIn(new Date(zeitpunkt));
}

/**
 * SPEC §7 query dates are a date or an ISO timestamp. A date as `von` means the start of that day;
 * a date as `bis` means the whole day is included (end = next local midnight). A timestamp is taken as is
 * (`bis` exclusive).
 */
export function alsBeginn(wert: string): Date {
  return NUR_DATUM.test(wert) ? tagesbeginn(wert) : new Date(wert);
}

export function alsEnde(wert: string): Date {
  return NUR_DATUM.test(wert) ? tagesbeginn(tagDanach(wert)) : new Date(wert);
}
