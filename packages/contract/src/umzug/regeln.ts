import { tagDanach, type IsoDatum } from '../common/datum.ts';

/**
 * Marktlokations-ID (BDEW): eleven digits, the first not 0, the last a check digit over the first ten:
 * digits at odd positions count once, at even positions twice; the check digit tops the sum up to a
 * multiple of ten.
 */
export function istGueltigeMaloId(eingabe: string): boolean {
  if (!/^[1-9]\d{10}$/.test(eingabe)) return false;
  const ziffern = [...eingabe].map(Number);
  let summe = 0;
  for (let i = 0; i < 10; i++) summe += i % 2 === 0 ? ziffern[i]! : 2 * ziffern[i]!;
  return (10 - (summe % 10)) % 10 === ziffern[10];
}

/** §41b(5) EnWG: six weeks' notice, counted from the day of receipt (§§187, 188 BGB: same weekday). */
export const UMZUG_KUENDIGUNGSFRIST_TAGE = 42;

/**
 * §41b(5) EnWG special termination on moving out: effective at the move-out date or later, with six
 * weeks' notice. The contract ends at max(move-out date, day of receipt + 6 weeks).
 */
export function umzugsVertragsende(auszugsdatum: IsoDatum, eingangstag: IsoDatum): IsoDatum {
  const fristende = tagDanach(eingangstag, UMZUG_KUENDIGUNGSFRIST_TAGE);
  return auszugsdatum > fristende ? auszugsdatum : fristende;
}

/** Since 6 June 2025 (24-hour supplier switch) a move cannot be registered retroactively: tomorrow at the earliest. */
export function fruehestesUmzugsdatum(heute: IsoDatum): IsoDatum {
  return tagDanach(heute);
}

/** A move at most twelve months ahead; 9999-12-31 blocked the contract. Same day of month, or the month's last. */
export function spaetestesUmzugsdatum(heute: IsoDatum): IsoDatum {
  const [j, m, t] = heute.split('-').map(Number) as [number, number, number];
  const letzter = new Date(Date.UTC(j + 1, m, 0)).getUTCDate();
  return `${j + 1}-${String(m).padStart(2, '0')}-${String(Math.min(t, letzter)).padStart(2, '0')}`;
}
