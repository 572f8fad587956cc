// SPEC §5 bank form rules and §3 bank-account classification.

/** The IBAN input without whitespace, uppercase. */
export function ibanOhneLeerzeichen(eingabe: string): string {
  return eingabe.replace(/[\s\-.]+/g, '').toUpperCase();
}

/**
 * The shape of an IBAN of any country (two letters, two check digits, 11–30 letters or digits), or SPEC §5's
 * 20 digits of a German IBAN without DE. A SEPA payer may not be refused for the country of their
 * account (Regulation (EU) 260/2012, Art. 9), so the server checks the SEPA country and the check digits of
 * every IBAN, and the bank data only of German ones. Spaces and dashes of a pasted IBAN are ignored.
 */
export function istIbanEingabeFormatGueltig(eingabe: string): boolean {
  const t = ibanOhneLeerzeichen(eingabe);
  return /^\d{20}$/.test(t) || /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(t);
}

/** The full electronic IBAN of a form input (DE added to 20 digits), or undefined when the shape is wrong. */
export function vollstaendigeIban(eingabe: string): string | undefined {
  const t = ibanOhneLeerzeichen(eingabe);
  if (!istIbanEingabeFormatGueltig(t)) return undefined;
  return /^\d/.test(t) ? `DE${t}` : t;
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
