import { istPasswortLangGenug } from './passwort.ts';
import { authTexte } from './texte.ts';

// Issue #12, NIST SP 800-63B / ASVS V6: length (8 to 256, any characters), not a common or breached
// password, not the customer number, not the current password. No composition rules.
export const PASSWORT_HOECHSTLAENGE = 256;

export interface PasswortKontext {
  kundennummer?: string;
  /** The current password where the caller knows it (the change form). */
  bisherig?: string;
}

let haeufige: Promise<Set<string>> | undefined;

/**
 * The 10,000 most common passwords (haeufige-passwoerter.ts), loaded on first use. Only the server checks
 * them (issue 11: 40 KB gzip the browser does not load); the forms show its refusal at the field.
 */
function haeufigePasswoerter(): Promise<Set<string>> {
  haeufige ??= import('./haeufige-passwoerter.ts').then((m) => new Set(m.HAEUFIGE_PASSWOERTER.split('\n')));
  return haeufige;
}

export async function istHaeufigesPasswort(passwort: string): Promise<boolean> {
  return (await haeufigePasswoerter()).has(passwort.toLowerCase());
}

/** The checks that need no list, in the order a customer should hear them: the forms check these while typing. */
export function passwortRegelverstossSofort(neu: string, k: PasswortKontext = {}): string | null {
  if (!istPasswortLangGenug(neu)) return authTexte.passwort.zuKurz;
  if (neu.length > PASSWORT_HOECHSTLAENGE) return authTexte.passwort.zuLang;
  if (k.kundennummer && neu.trim().toLowerCase() === k.kundennummer.trim().toLowerCase()) return authTexte.passwort.kundennummer;
  if (k.bisherig !== undefined && neu === k.bisherig) return authTexte.passwort.wieBisher;
  return null;
}

/** The first rule the new password breaks, as the German text to show, or null when it is fine. */
export async function passwortRegelverstoss(neu: string, k: PasswortKontext = {}): Promise<string | null> {
  return passwortRegelverstossSofort(neu, k) ?? ((await istHaeufigesPasswort(neu)) ? authTexte.passwort.haeufig : null);
}
