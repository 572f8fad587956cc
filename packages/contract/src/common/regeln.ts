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
