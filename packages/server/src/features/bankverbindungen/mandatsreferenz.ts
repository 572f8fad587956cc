import { randomInt } from 'node:crypto';
import type { Db } from '../../db/verbinden.ts';

// SEPA mandate references: at most 35 characters of A–Z, 0–9 and a few signs. Ours: EKP-<Kundennummer>-<10 random
// characters without look-alikes>, 50 random bits; the table's unique (mandant, mandatsreferenz) is the last word.
const ZEICHEN = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function kandidat(kundennummer: string): string {
  let zufall = '';
  for (let i = 0; i < 10; i++) zufall += ZEICHEN[randomInt(ZEICHEN.length)];
  const kunde = kundennummer.replace(/[^A-Za-z0-9]/g, '').slice(0, 18).toUpperCase();
  return `EKP-${kunde}-${zufall}`;
}

/** A mandate reference not yet used in the tenant. */
export async function neueMandatsreferenz(trx: Db, mandant: string, kundennummer: string): Promise<string> {
  for (;;) {
    const ref = kandidat(kundennummer);
    const vergeben = await trx.selectFrom('bankverbindung').select('id').where('mandant', '=', mandant).where('mandatsreferenz', '=', ref).executeTakeFirst();
    if (!vergeben) return ref;
  }
}
