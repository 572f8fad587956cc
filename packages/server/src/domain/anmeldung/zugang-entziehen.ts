import type { Db } from '../../db/verbinden.ts';

/**
 * A customer whose portal access is taken away (import with portalGesperrt) loses every
 * open session, reset link and login challenge at once. Sessions end by deleting their rows, so the
 * next request with such a token is refused in every server process.
 */
export async function zugangEntziehen(db: Db, mandant: string, kundennummer: string): Promise<void> {
  await db.deleteFrom('sitzung').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).execute();
  await db.deleteFrom('passwort_reset').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).execute();
  await db.deleteFrom('anmelde_challenge').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).execute();
}
