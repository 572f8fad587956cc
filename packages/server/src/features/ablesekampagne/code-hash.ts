import { createHmac, randomBytes } from 'node:crypto';
import { codeAusBytes } from '@ekp/contract';
import { fluechtigerSchluesselbund, type Schluesselbund } from '../../shared/schluesselbund.ts';

// A code is stored only as HMAC-SHA256 under the key ring's key (EKP_SCHLUESSEL), bound to its tenant:
// a stolen dump of the table cannot be turned back into codes (60 bits, but the key is not in the
// database), and a code never matches in another tenant. Lookups try every key of the ring, so codes
// printed before a key rotation keep working while the old key stays in EKP_SCHLUESSEL_ALT.

let fluechtig: Schluesselbund | undefined;
/** Tests and tools without EKP_SCHLUESSEL share one key for the life of the process. */
export const bundVon = (b: Schluesselbund | undefined): Schluesselbund => b ?? (fluechtig ??= fluechtigerSchluesselbund());

const hmac = (schluessel: Buffer, mandant: string, code: string) => createHmac('sha256', schluessel).update(`ablesecode:v1:${mandant}:${code}`).digest('base64url');

/** The hash a new code is stored under (the current key). */
export const codeHash = (bund: Schluesselbund, mandant: string, code: string) => hmac(bund.aktuell.schluessel, mandant, code);

/** Every hash the code may be stored under: one per key of the ring, current first. */
export function codeHashes(bund: Schluesselbund, mandant: string, code: string): string[] {
  return [bund.aktuell.schluessel, ...[...bund.alle.values()].filter((k) => k !== bund.aktuell.schluessel)].map((k) => hmac(k, mandant, code));
}

/** A new random code in canonical form (60 bits from the system's CSPRNG). */
export const neuerCode = (): string => codeAusBytes(randomBytes(8));
