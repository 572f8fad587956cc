import type { Dokument } from '@ekp/contract';

/**
 * A document's title as the customer reads it: its description, or, where that is empty or only repeats the
 * category, the category ("Vertrag"). Never the file name: "Vertragsbestaetigung_5000200204.pdf" is a
 * storage name, not a title (it stays the download's name). Departs from SPEC §3's file-name fallback.
 */
export function dokumentTitel(d: Pick<Dokument, 'beschreibung' | 'kategorie'>): string {
  const b = d.beschreibung?.trim();
  return b && b !== d.kategorie.trim() ? b : d.kategorie.trim() || 'Dokument';
}
