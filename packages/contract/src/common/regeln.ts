// SPEC §5 generic rules the forms use: required, required-if, min length on the trimmed value.
// Each returns true when the value is acceptable.

export function istAusgefuellt(wert: string | null | undefined): boolean {
  return typeof wert === 'string' && wert.trim().length > 0;
}

/** Required only when the selected value is one of `werte` (e.g. Vorname for Herr or Frau). */
export function istPflichtWenn<T>(gewaehlt: T | null | undefined, werte: readonly T[]): boolean {
  return gewaehlt !== null && gewaehlt !== undefined && werte.includes(gewaehlt);
}

export function hatMindestlaenge(wert: string | null | undefined, min: number): boolean {
  return (wert ?? '').trim().length >= min;
}

/** A calendar date as YYYY-MM-DD (what `z.iso.date()` accepts), as a plain function for code that carries no zod. */
export function istIsoDatum(wert: unknown): wert is string {
  if (typeof wert !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(wert)) return false;
  const [jahr, monat, tag] = wert.split('-').map(Number) as [number, number, number];
  const d = new Date(0);
  d.setUTCFullYear(jahr, monat - 1, tag);
  return d.getUTCFullYear() === jahr && d.getUTCMonth() === monat - 1 && d.getUTCDate() === tag;
}
