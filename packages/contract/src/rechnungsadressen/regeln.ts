// SPEC §5 address rules and §9 minimum lengths.

/** Postleitzahl: 4 or 5 digits (4 for Österreich and Schweiz). */
export function istGueltigePostleitzahl(plz: string): boolean {
  return /^\d{4,5}$/.test(plz.trim());
}

/**
 * Hausnummer: digits, optional lowercase letters, optionally followed by - or / and digits or letters.
 * 12, 12a, 12-14, 12/1 pass; "12 a" (a space) and "12A" (uppercase) do not.
 */
export function istGueltigeHausnummer(nr: string): boolean {
  return /^\d+[a-z]*(?:[-/][0-9a-z]+)?$/.test(nr.trim());
}

export const ADRESS_MINDESTLAENGEN = { firma: 2, vorname: 2, nachname: 2, strasse: 3, hausnummer: 1, postfach: 3, ort: 3 } as const;

export const LAENDER = ['Deutschland', 'Österreich', 'Schweiz'] as const;
export type Land = (typeof LAENDER)[number];

export const ADRESSARTEN = ['Normal', 'Postfach'] as const;
export type Adressart = (typeof ADRESSARTEN)[number];
