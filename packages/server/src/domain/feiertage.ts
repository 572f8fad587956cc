import { BUNDESLAENDER, type Bundesland, type Feiertag } from '@ekp/contract';
import { getHolidays } from 'feiertagejs';

// SPEC §7's holiday service, computed locally so the portal works offline: feiertagejs knows every
// state's public holidays; we answer in the service's shape with one "1"/"0" flag per state.

/** Where a holiday applies only to part of a state, the service explains it in `comment`. */
const KOMMENTARE: Partial<Record<string, string>> = {
  MARIAHIMMELFAHRT: 'In Bayern nur in Gemeinden mit überwiegend katholischer Bevölkerung.',
};

export function feiertageBerechnen(jahre: readonly number[]): Feiertag[] {
  return jahre.flatMap((jahr) =>
    getHolidays(jahr, 'ALL')
      .map((h) => {
        const regionen = new Set<string>(h.regions.map((r) => r.toLowerCase()));
        const flaggen = Object.fromEntries(BUNDESLAENDER.map((land) => [land, regionen.has(land) ? '1' : '0'])) as Record<Bundesland, '1' | '0'>;
        return { date: h.dateString, name: h.translate('de') ?? h.name, comment: KOMMENTARE[h.name] ?? '', ...flaggen };
      })
      // A day that no state observes (e.g. Augsburg's city holiday) is no public holiday here.
      .filter((f) => BUNDESLAENDER.some((land) => f[land] === '1')),
  );
}
