import { datumDeutsch } from '../common/datum.ts';

// Pure rules of the billing information's periods (§ 40b EnWG): ids, month names, the three-month spacing.

const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'] as const;

/** A month's id is `YYYY-MM`; a requested period's `YYYY-MM-DD_YYYY-MM-DD` (von and bis, both included). */
export const MONAT_ID = /^\d{4}-(0[1-9]|1[0-2])$/;
export const ZEITRAUM_ID = /^\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}$/;

/** "Oktober 2026" for `2026-10`. */
export function monatsname(monat: string): string {
  return `${MONATE[Number(monat.slice(5, 7)) - 1]} ${monat.slice(0, 4)}`;
}

/** The first and last day of a month `YYYY-MM`. */
export function monatsgrenzen(monat: string): { von: string; bis: string } {
  const jahr = Number(monat.slice(0, 4));
  const m = Number(monat.slice(5, 7));
  const letzter = new Date(Date.UTC(jahr, m, 0)).getUTCDate();
  return { von: `${monat}-01`, bis: `${monat}-${String(letzter).padStart(2, '0')}` };
}

/** The month before the one of an ISO date (`2026-11-05` → `2026-10`). */
export function vormonat(datum: string): string {
  const jahr = Number(datum.slice(0, 4));
  const m = Number(datum.slice(5, 7));
  return m === 1 ? `${jahr - 1}-12` : `${jahr}-${String(m - 1).padStart(2, '0')}`;
}

/** The same date three months later (clamped to the month's end: 2026-11-30 → 2027-02-28). */
export function dreiMonateSpaeter(datum: string): string {
  const jahr = Number(datum.slice(0, 4));
  const m = Number(datum.slice(5, 7)) + 3;
  const j = jahr + Math.floor((m - 1) / 12);
  const monat = ((m - 1) % 12) + 1;
  const letzter = new Date(Date.UTC(j, monat, 0)).getUTCDate();
  const tag = Math.min(Number(datum.slice(8, 10)), letzter);
  return `${j}-${String(monat).padStart(2, '0')}-${String(tag).padStart(2, '0')}`;
}

/** The title of one information: "Oktober 2026" for a month, "01.01.2026 – 17.11.2026" for a requested period. */
export function zeitraumTitel(i: { id: string; von: string; bis: string }): string {
  return MONAT_ID.test(i.id) ? monatsname(i.id) : `${datumDeutsch(i.von)} – ${datumDeutsch(i.bis)}`;
}
