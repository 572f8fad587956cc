import { TZDate } from '@date-fns/tz';
// lightFormat, not format: the patterns here are all digits, and format brings every token's formatter and
// the English locale along.
import { addDays } from 'date-fns/addDays';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';

// SPEC §9: "today" and every day boundary are Europe/Berlin, on the server and in the browser.
export const ZEITZONE = 'Europe/Berlin';

/** A calendar date as YYYY-MM-DD. */
export type IsoDatum = string;

export function heuteIn(jetzt: Date): IsoDatum {
  return lightFormat(new TZDate(jetzt.getTime(), ZEITZONE), 'yyyy-MM-dd');
}

export function tagDanach(datum: IsoDatum, tage = 1): IsoDatum {
  return lightFormat(addDays(parseISO(datum), tage), 'yyyy-MM-dd');
}

/** The instant of local midnight (Europe/Berlin) at the start of the given date. */
export function tagesbeginn(datum: IsoDatum): Date {
  const [j, m, t] = datum.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(j, m - 1, t, 0, 0, 0, ZEITZONE).getTime());
}

/** Hour of the day (0–23) in Europe/Berlin. */
export function stundeIn(jetzt: Date): number {
  return new TZDate(jetzt.getTime(), ZEITZONE).getHours();
}

/** SPEC §9: German date dd.mm.yyyy. */
export function datumDeutsch(datum: IsoDatum | null | undefined): string {
  if (!datum) return '';
  const [j, m, t] = datum.slice(0, 10).split('-');
  return `${t}.${m}.${j}`;
}

/** dd.mm.yyyy HH:mm Uhr in Europe/Berlin. */
export function zeitpunktDeutsch(zeitpunkt: string | Date): string {
  const d = new TZDate(new Date(zeitpunkt).getTime(), ZEITZONE);
  return `${lightFormat(d, 'dd.MM.yyyy HH:mm')} Uhr`;
}

/** dd.mm.yyyy HH:mm:ss with the Berlin offset (+01:00 or +02:00), for exports a reader compares across the clock change. */
export function zeitpunktMitVersatz(zeitpunkt: string | Date): string {
  const d = new TZDate(new Date(zeitpunkt).getTime(), ZEITZONE);
  const minuten = -d.getTimezoneOffset();
  const versatz = `${minuten < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minuten) / 60)).padStart(2, '0')}:${String(Math.abs(minuten) % 60).padStart(2, '0')}`;
  return `${lightFormat(d, 'dd.MM.yyyy HH:mm:ss')} ${versatz}`;
}
