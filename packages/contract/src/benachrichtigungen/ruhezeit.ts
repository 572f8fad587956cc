import { ZEITZONE } from '../common/datum.ts';

/** Nothing is sent at night, 22–7 h local time, unless the customer asked for it. */
export const RUHE_AB_STUNDE = 22;
export const RUHE_BIS_STUNDE = 7;

const teile = new Intl.DateTimeFormat('en-GB', { timeZone: ZEITZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

function lokal(t: Date): { stunde: number; minute: number; sekunde: number } {
  const p = Object.fromEntries(teile.formatToParts(t).map((x) => [x.type, x.value]));
  return { stunde: Number(p.hour), minute: Number(p.minute), sekunde: Number(p.second) };
}

/**
 * When a push or mail may go out: at once by day or for a customer who allows the night, else at the next
 * 7:00 local time. Steps in whole hours from the last full hour, so a change of summer time lands right.
 */
export function zustellbarAb(jetzt: Date, nachtsErlaubt: boolean): Date {
  const { stunde } = lokal(jetzt);
  if (nachtsErlaubt || (stunde >= RUHE_BIS_STUNDE && stunde < RUHE_AB_STUNDE)) return jetzt;
  const { minute, sekunde } = lokal(jetzt);
  let t = new Date(jetzt.getTime() - (minute * 60 + sekunde) * 1000 - jetzt.getMilliseconds());
  while (lokal(t).stunde !== RUHE_BIS_STUNDE) t = new Date(t.getTime() + 3600_000);
  return t;
}
