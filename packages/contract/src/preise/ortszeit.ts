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
  const jahr = new Date(ms).getUTCFullYear();
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

/** The Europe/Berlin calendar fields of an instant. */
export function berlinOrtszeit(ms: number): Ortszeit {
  const d = new Date(ms + berlinVersatzMinuten(ms) * 60_000);
  return {
    jahr: d.getUTCFullYear(),
    monat: d.getUTCMonth() + 1,
    tag: d.getUTCDate(),
    wochentag: d.getUTCDay(),
    minute: d.getUTCHours() * 60 + d.getUTCMinutes(),
  };
}
