import { heuteIn, nachrichten, vorgangArtLabel, type Vorgang, type VorgangStatus } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { ereignisMelden } from './melden.ts';

/**
 * Event "the status of their request changed": the service console (PATCH
 * /api/service/vorgaenge/{id}) calls this in the transaction that stores a new status, and kicks the delivery
 * (`zustellungAnstossen`) after its commit, so a customer is told of exactly the status that was stored. Through the one model: centre,
 * push and mail as the customer chose, quiet hours, once per channel. The key carries the time of the
 * change, so a request reopened and closed again is told again, while the same change recorded twice is
 * not. A request without a customer (a termination without login) tells nobody.
 */
export async function anfrageStatusMelden(
  db: Db,
  mandant: string,
  vorgang: Pick<Vorgang, 'id' | 'kundennummer' | 'art' | 'eingegangen'>,
  status: VorgangStatus,
  jetzt: Date,
  { mailSchonGesendet = false } = {},
): Promise<void> {
  if (!vorgang.kundennummer) return;
  const nachricht = nachrichten.anfrage(vorgangArtLabel[vorgang.art], heuteIn(new Date(vorgang.eingegangen)), status);
  await ereignisMelden(db, mandant, `anfrage:${vorgang.id}:${status}:${jetzt.toISOString()}`, [{ kundennummer: vorgang.kundennummer, nachricht }], jetzt, { ohneMail: mailSchonGesendet });
}
