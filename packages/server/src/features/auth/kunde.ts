import type { Mandant } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

/** The login field shows the tenant's prefix; customers may type it or not. */
export function kundennummerOhnePraefix(mandant: Mandant, eingabe: string): string {
  const kn = eingabe.trim();
  const p = mandant.kundennummerPraefix;
  return p && kn.toUpperCase().startsWith(p.toUpperCase()) ? kn.slice(p.length).trim() : kn;
}

export function kundeLaden(db: Db, mandant: string, kundennummer: string) {
  return db
    .selectFrom('anschlussnutzer')
    .select(['kundennummer', 'passwort_hash', 'passwort_aendern', 'portal_gesperrt', 'email', 'anrede', 'vorname', 'nachname', 'firma', 'titel'])
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .executeTakeFirst();
}
