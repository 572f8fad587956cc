import type { Dokument } from './schemas.ts';

/** SPEC §3: the shown description falls back to the file name when empty or equal to the category. */
export function dokumentBeschreibung(d: Pick<Dokument, 'beschreibung' | 'kategorie' | 'dateiname'>): string {
  const b = d.beschreibung?.trim();
  return !b || b === d.kategorie.trim() ? d.dateiname : b;
}
