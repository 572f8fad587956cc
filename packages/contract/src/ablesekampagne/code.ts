// The code on the reading card: 12 characters of Crockford base32 (60 bits), printed in groups of four.
// Crockford leaves out I, L, O and U, and reads I and L as 1 and O as 0, so a code copied by hand from a
// letter still matches; case, spaces and dashes do not matter.
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_ZEICHEN = 12;
export const CODE_BITS = CODE_ZEICHEN * 5;

/** The code in its canonical form (12 characters, no dashes), or undefined when it cannot be one. */
export function codeNormalisieren(eingabe: string): string | undefined {
  const roh = eingabe.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (roh.length !== CODE_ZEICHEN) return undefined;
  for (const z of roh) if (!CROCKFORD.includes(z)) return undefined;
  return roh;
}

/** ABCD-EFGH-JKMN: how the letter prints it and the page shows it. */
export function codeFormatieren(code: string): string {
  const c = codeNormalisieren(code) ?? code;
  return c.match(/.{1,4}/g)?.join('-') ?? c;
}

/** 60 random bits (from `zufall`, at least 8 bytes) as a code. */
export function codeAusBytes(zufall: Uint8Array): string {
  if (zufall.length < 8) throw new Error('Ein Code braucht mindestens 8 Zufallsbytes.');
  let wert = 0n;
  for (let i = 0; i < 8; i++) wert = (wert << 8n) | BigInt(zufall[i]!);
  wert &= (1n << BigInt(CODE_BITS)) - 1n;
  let code = '';
  for (let i = 0; i < CODE_ZEICHEN; i++) {
    code = CROCKFORD[Number(wert & 31n)]! + code;
    wert >>= 5n;
  }
  return code;
}

/**
 * The meter number as the letter shows it: the first four and the last four characters, the rest as dots
 * (1EMH••••5678). Short numbers keep only their last quarter.
 */
export function zaehlernummerMaskiert(nummer: string): string {
  if (nummer.length > 8) return `${nummer.slice(0, 4)}${'•'.repeat(4)}${nummer.slice(-4)}`;
  const sichtbar = Math.max(1, Math.floor(nummer.length / 4));
  return `${'•'.repeat(nummer.length - sichtbar)}${nummer.slice(-sichtbar)}`;
}
