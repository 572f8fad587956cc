import { heuteIn, tagesbeginn } from '../common/datum.ts';
import { zeitpunktIso } from '../verbrauch/zeit.ts';

// Europe/Berlin wall time without Intl: the all-in price is computed for tens of thousands of quarter hours
// per call (tariff comparison), and TZDate/Intl cost microseconds each. Since 1996 Germany follows the EU
// rule: summer time from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC.

const umstellung = new Map<number, [number, number]>();

function letzterSonntag(jahr: number, monat: number): number {
  const letzter = new Date(Date.UTC(jahr, monat + 1, 0));
  return Date.UTC(jahr, monat, letzter.getUTCDate() - letzter.getUTCDay(), 1);
}

/** Offset of Europe/Berlin to UTC in minutes (60 or 120) at an instant. */
export function berlinVersatzMinuten(ms: number): number {
  // The UTC year; near New Year the local year may differ, but no change of time is near then.
  const jahr = 1970 + Math.floor(ms / 31_556_952_000);
  let grenzen = umstellung.get(jahr);
  if (!grenzen) {
    grenzen = [letzterSonntag(jahr, 2), letzterSonntag(jahr, 9)];
    umstellung.set(jahr, grenzen);
  }
  return ms >= grenzen[0] && ms < grenzen[1] ? 120 : 60;
}

export interface Ortszeit {
  jahr: number;
  /** 1–12 */
  monat: number;
  tag: number;
  /** 0 = Sunday … 6 = Saturday */
  wochentag: number;
  /** Minutes since local midnight. */
  minute: number;
}

/** The Europe/Berlin calendar fields of an instant (civil-from-days arithmetic: no Date per call). */
export function berlinOrtszeit(ms: number): Ortszeit {
  const lokal = ms + berlinVersatzMinuten(ms) * 60_000;
  const tage = Math.floor(lokal / 86_400_000);
  const minute = Math.floor((lokal - tage * 86_400_000) / 60_000);
  // Howard Hinnant's civil_from_days.
  const z = tage + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const tag = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const monat = mp < 10 ? mp + 3 : mp - 9;
  const jahr = yoe + era * 400 + (monat <= 2 ? 1 : 0);
  return { jahr, monat, tag, wochentag: (((tage + 4) % 7) + 7) % 7, minute };
}

// zeitpunktIso, heuteIn and tagesbeginn without TZDate/Intl for the server's hot paths (history buckets, day
// arrays): a few hundred nanoseconds instead of microseconds each. Arithmetic for 1996–2099 (the EU rule
// above), the TZDate functions outside; equal to them (preise/ortszeit.test.ts).
const EU_REGEL_VON = Date.UTC(1996, 0, 1);
const EU_REGEL_BIS = Date.UTC(2100, 0, 1);

/** Whether the functions below are exact for this instant. */
export function berlinSchnellGueltig(ms: number): boolean {
  return ms >= EU_REGEL_VON && ms < EU_REGEL_BIS;
}

/** ISO 8601 with the Berlin offset, e.g. 2026-10-25T02:00:00+01:00 (zeitpunktIso's format; whole seconds). */
export function berlinIso(ms: number): string {
  if (!berlinSchnellGueltig(ms)) return zeitpunktIso(new Date(ms));
  const versatz = berlinVersatzMinuten(ms);
  return `${new Date(ms + versatz * 60_000).toISOString().slice(0, 19)}${versatz === 120 ? '+02:00' : '+01:00'}`;
}

/** The local date YYYY-MM-DD of an instant (heuteIn). */
export function berlinDatum(ms: number): string {
  if (!berlinSchnellGueltig(ms)) return heuteIn(new Date(ms));
  return new Date(ms + berlinVersatzMinuten(ms) * 60_000).toISOString().slice(0, 10);
}

/** The instant of local midnight at the start of YYYY-MM-DD (tagesbeginn), in ms. */
export function berlinTagesbeginn(datum: string): number {
  const utc = Date.UTC(Number(datum.slice(0, 4)), Number(datum.slice(5, 7)) - 1, Number(datum.slice(8, 10)));
  if (!berlinSchnellGueltig(utc)) return tagesbeginn(datum).getTime();
  // Midnight is 22:00 or 23:00 UTC the day before; no change of time is near then (they are at 01:00 UTC).
  const sommer = utc - 120 * 60_000;
  return berlinVersatzMinuten(sommer) === 120 ? sommer : utc - 60 * 60_000;
}
