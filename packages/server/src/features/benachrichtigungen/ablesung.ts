import { nachrichten, type IsoDatum, type Mandant } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { ereignisMelden } from '../../domain/benachrichtigungen/melden.ts';

/**
 * Event "a reading is due": on the tenant's reminder day (tenant config `ablesung`, e.g. the annual
 * reading in December) every delivered contract gets one reminder with a deep link to its reading form.
 */
export async function ablesungErinnern(db: Db, mandant: Mandant, heute: IsoDatum, jetzt: Date): Promise<number> {
  const zeitraum = mandant.ablesung;
  if (!zeitraum || heute.slice(5) !== zeitraum.erinnerungAm) return 0;
  const jahr = heute.slice(0, 4);
  const bis = `${jahr}-${zeitraum.faelligBis}`;
  const vertraege = await db
    .selectFrom('vertrag')
    .select(['id', 'kundennummer'])
    .where('mandant', '=', mandant.key)
    .where('storniert', '=', false)
    .where((eb) => eb.or([eb('lieferende', 'is', null), eb('lieferende', '>=', heute)]))
    .orderBy('id')
    .execute();
  // One event per contract: a customer with two meters gets two reminders, each with its own form.
  for (const v of vertraege) {
    await ereignisMelden(db, mandant.key, `ablesung:${jahr}:${v.id}`, [{ kundennummer: v.kundennummer, nachricht: nachrichten.ablesung(v.id, bis) }], jetzt);
  }
  return vertraege.length;
}
