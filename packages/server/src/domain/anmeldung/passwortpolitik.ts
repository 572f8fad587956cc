import { authTexte, kontextWoerter, passwortRegelverstossSofort, type Mandant, type PasswortKontext } from '@ekp/contract';
import type { ZxcvbnFactory as Fabrik } from '@zxcvbn-ts/core';

/**
 * The server's password policy. First the contract's rules (length, customer number,
 * context words, the current password), then zxcvbn-ts with its common-password list (the passwords of
 * many leaks, ranked) and the German dictionary (common words, first and last names, Wikipedia):
 * together ~138,000 entries plus their variations (l33t, years, repeats, keyboard walks). It estimates
 * the guesses an attacker needs; we demand 10^9, between zxcvbn's scores 3 (10^8) and 4 (10^10): that
 * refuses "Passwort1", "sommer2026", "Energie2026!" and "Geheim123!" and accepts a random 10-character
 * password or three unrelated words. The context words go in as zxcvbn's user inputs too.
 */
export const MINDEST_RATEN_LOG10 = 9;

/**
 * Passwords published with the project (README, demo data): whoever reads the repository knows them, so
 * nobody may choose them as a real password, customer or staff. The demo's own accounts get them without
 * this check (demo/, flagged `demo`).
 */
export const VEROEFFENTLICHTE_PASSWOERTER: readonly string[] = ['Morgenrot-Laterne-26', 'Konsole-2026!'];
const veroeffentlicht = new Set(VEROEFFENTLICHTE_PASSWOERTER.map((p) => p.toLowerCase()));

let fabrik: Promise<Fabrik> | undefined;

/** Loaded on first use: the dictionaries take ~100 ms to rank and stay in memory afterwards. */
function zxcvbn(): Promise<Fabrik> {
  fabrik ??= (async () => {
    const [{ ZxcvbnFactory }, common, de] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-de')]);
    return new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...de.dictionary }, graphs: common.adjacencyGraphs });
  })();
  return fabrik;
}

/** The tenant's names, which belong to every customer's and staff member's context. */
export const mandantWoerter = (m: Mandant) => [m.anzeigename, m.kurzname, m.key];

/** The first rule the new password breaks, as the German text to show, or null when it is fine. */
export async function passwortRegelverstoss(neu: string, k: PasswortKontext = {}): Promise<string | null> {
  const sofort = passwortRegelverstossSofort(neu, k);
  if (sofort) return sofort;
  if (veroeffentlicht.has(neu.toLowerCase())) return authTexte.passwort.haeufig;
  const eingaben = kontextWoerter(k.kundennummer, ...(k.woerter ?? []), ...VEROEFFENTLICHTE_PASSWOERTER);
  const ergebnis = (await zxcvbn()).check(neu, eingaben);
  if (ergebnis.guessesLog10 >= MINDEST_RATEN_LOG10) return null;
  // A password that is one word of a list as it stands ("Passwort", "12345678") is named as common.
  const [einzig, ...rest] = ergebnis.sequence;
  return einzig?.pattern === 'dictionary' && rest.length === 0 ? authTexte.passwort.haeufig : authTexte.passwort.zuSchwach;
}
