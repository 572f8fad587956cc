import type { AblesungZeile } from '../../domain/sparen/ablesungen.ts';

const tageZwischen = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/**
 * Consumption between two readings, per register (obiskennzahl): the latest reading at or before `von` and
 * the latest on or before `bis` (the reading that ends the period). `nurGenau`: for the previous year, only
 * readings within a week outside the period's bounds, else null. Null without such readings. `zeilen`: the
 * contract's readings in date order (ablesungenLesen).
 */
export function registerVerbrauch(
  zeilen: readonly AblesungZeile[],
  von: string,
  bis: string,
  nurGenau = false,
): { kwh: number; register: Array<{ obiskennzahl: string; kwh: number }> } | null {
  const anfang = zeilen.filter((z) => z.ablesedatum <= von).at(-1);
  const ende = nurGenau ? zeilen.find((z) => z.ablesedatum >= bis) : zeilen.filter((z) => z.ablesedatum <= bis && z.ablesedatum > von).at(-1);
  if (!anfang || !ende || ende.ablesedatum <= anfang.ablesedatum) return null;
  // A previous year compares only when its readings lie within a week of the period's bounds.
  if (nurGenau && (tageZwischen(anfang.ablesedatum, von) > 7 || tageZwischen(bis, ende.ablesedatum) > 7)) return null;
  const register = Object.entries(ende.ablesewerte).map(([obiskennzahl, stand]) => ({ obiskennzahl, kwh: Number(stand) - Number(anfang.ablesewerte[obiskennzahl] ?? stand) }));
  const kwh = register.reduce((s, r) => s + r.kwh, 0);
  return kwh < 0 ? null : { kwh, register };
}
