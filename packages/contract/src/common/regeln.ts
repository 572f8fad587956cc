// SPEC §5 generic rules: required, required-select, required-if, min/max length on the trimmed value,
// min/max date. Each returns true when the value is acceptable.

export function istAusgefuellt(wert: string | null | undefined): boolean {
  return typeof wert === 'string' && wert.trim().length > 0;
}

export function istGewaehlt<T>(wert: T | null | undefined | ''): boolean {
  return wert !== null && wert !== undefined && wert !== '';
}

/** Required only when the selected value is one of `werte` (e.g. Vorname for Herr or Frau). */
export function istPflichtWenn<T>(gewaehlt: T | null | undefined, werte: readonly T[]): boolean {
  return gewaehlt !== null && gewaehlt !== undefined && werte.includes(gewaehlt);
}

export function hatMindestlaenge(wert: string | null | undefined, min: number): boolean {
  return (wert ?? '').trim().length >= min;
}

export function hatHoechstlaenge(wert: string | null | undefined, max: number): boolean {
  return (wert ?? '').trim().length <= max;
}

/** ISO dates compare as strings. */
export function istNichtVor(datum: string, minimum: string): boolean {
  return datum >= minimum;
}

export function istNichtNach(datum: string, maximum: string): boolean {
  return datum <= maximum;
}
