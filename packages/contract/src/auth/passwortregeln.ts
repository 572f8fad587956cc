import { istPasswortLangGenug } from './passwort.ts';
import { authTexte } from './texte.ts';

// NIST SP 800-63B / ASVS V6: length (8 to 256, any characters), not a common or breached
// password, not the customer number, not the current password. No composition rules. Also no
// customer number inside (also repeated) and no context word; whether it is too easy to guess only the
// server decides (zxcvbn with its German dictionary, packages/server/src/domain/anmeldung/passwortpolitik.ts).
export const PASSWORT_HOECHSTLAENGE = 256;

export interface PasswortKontext {
  kundennummer?: string;
  /** The current password where the caller knows it (the change form). */
  bisherig?: string;
  /** The customer's names, the email's local part, the tenant's names: none may be in the password. */
  woerter?: readonly (string | null | undefined)[];
}

/** Letters and digits only, lower case: "Max.Muster-2026" and "max muster 2026" compare alike. */
const kern = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The context words of a customer, split where names and mail addresses split (", . _ - +" and spaces). */
export function kontextWoerter(...quellen: (string | null | undefined)[]): string[] {
  const woerter = quellen.flatMap((q) => (q ? [q, ...q.split(/[\s.,_+@-]+/)] : []));
  // Three characters at least: shorter pieces ("Dr", "de") would forbid half the alphabet.
  return [...new Set(woerter.map(kern).filter((w) => w.length >= 3))];
}

/** True when the password contains the customer number (also repeated, with or without prefix) or a context word. */
function enthaeltKontext(neu: string, k: PasswortKontext): 'kundennummer' | 'persoenlich' | null {
  const p = kern(neu);
  const kn = k.kundennummer ? kern(k.kundennummer) : '';
  const ziffern = kn.replace(/\D/g, '');
  if (kn && (p === kn || (kn.length >= 4 && p.includes(kn)) || (ziffern.length >= 4 && p.includes(ziffern)))) return 'kundennummer';
  if (kontextWoerter(...(k.woerter ?? [])).some((w) => p.includes(w))) return 'persoenlich';
  return null;
}

/** The checks that need no list, in the order a customer should hear them: the forms check these while typing. */
export function passwortRegelverstossSofort(neu: string, k: PasswortKontext = {}): string | null {
  if (!istPasswortLangGenug(neu)) return authTexte.passwort.zuKurz;
  if (neu.length > PASSWORT_HOECHSTLAENGE) return authTexte.passwort.zuLang;
  const kontext = enthaeltKontext(neu, k);
  if (kontext === 'kundennummer') return authTexte.passwort.kundennummer;
  if (kontext === 'persoenlich') return authTexte.passwort.persoenlich;
  if (k.bisherig !== undefined && neu === k.bisherig) return authTexte.passwort.wieBisher;
  return null;
}
