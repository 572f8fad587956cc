import { neueReferenz } from '../../domain/referenz.ts';

/** K-YYYYMMDD-XXXXXX: the day of receipt (Europe/Berlin) and 31^6 ≈ 900 million choices per day. */
export function neueEingangsnummer(jetzt: Date): string {
  return neueReferenz('K', jetzt);
}
