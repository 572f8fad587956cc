import type { Db } from '../../db/verbinden.ts';

/** A new link, a used link or any password change leaves no other link of the customer usable. */
export async function resetLinksVerwerfen(db: Db, mandant: string, kundennummer: string): Promise<void> {
  await db.deleteFrom('passwort_reset').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).execute();
}
