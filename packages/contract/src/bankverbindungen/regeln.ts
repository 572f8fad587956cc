// SPEC §5 bank form rules and §3 bank-account classification.

/** The IBAN input without whitespace, uppercase. */
export function ibanOhneLeerzeichen(eingabe: string): string {
  return eingabe.replace(/\s+/g, '').toUpperCase();
}

/**
 * SPEC §5: after removing spaces, exactly 20 digits (the German IBAN without the DE prefix); the input
 * may also carry the DE prefix itself (the field shows it fixed, people paste whole IBANs).
 */
export function istIbanEingabeFormatGueltig(eingabe: string): boolean {
  return /^(?:DE)?\d{20}$/.test(ibanOhneLeerzeichen(eingabe));
}

/** The full electronic IBAN (DE + 20 digits) of a form input, or undefined when the shape is wrong. */
export function vollstaendigeIban(eingabe: string): string | undefined {
  const t = ibanOhneLeerzeichen(eingabe);
  if (!istIbanEingabeFormatGueltig(t)) return undefined;
  return t.startsWith('DE') ? t : `DE${t}`;
}

/** DE89 3704 0044 0532 0130 00 */
export function ibanFormatiert(iban: string): string {
  return ibanOhneLeerzeichen(iban).replace(/(.{4})/g, '$1 ').trim();
}

/**
 * BIC: 6 letters, 2 alphanumerics, optionally 3 more. SPEC §5 says the original pattern "marks a match
 * as invalid", which would reject every real BIC (COBADEFFXXX). We read that as a defect: ours accepts
 * a match and rejects anything else. An empty BIC passes: a few German bank codes have none, and the
 * field is read-only, filled by the IBAN check.
 */
export function istGueltigeBic(bic: string | null | undefined): boolean {
  if (!bic) return true;
  return /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic);
}

export const KONTOINHABER_MINDESTLAENGE = 3;

/**
 * SPEC §3 classification of a bank account: type 0 if valide; type 2 if ibanAbleitbar is present;
 * type 1 if neither ibanAbleitbar nor iban is present; type 3 if iban is present but ibanAbleitbar absent.
 */
export type BankverbindungTyp = 0 | 1 | 2 | 3;
export function bankverbindungTyp(b: { valide?: boolean | null; ibanAbleitbar?: unknown; iban?: string | null }): BankverbindungTyp {
  if (b.valide) return 0;
  const ableitbar = b.ibanAbleitbar !== undefined && b.ibanAbleitbar !== null;
  if (ableitbar) return 2;
  return b.iban ? 3 : 1;
}
