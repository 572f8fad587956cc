import { z } from 'zod';
import { text } from '../common/text.ts';
import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { aktuellesPasswort } from '../konto/api.ts';
import { BankverbindungFormularSchema, BankverbindungSchema, IbanPruefungSchema } from './schemas.ts';

/** A new bank account also needs the current password (re-authentication). */
export const BankverbindungAnlegenSchema = BankverbindungFormularSchema.extend({ passwort: aktuellesPasswort() });

const EintragParams = VertragParamsSchema.extend({ id: text().min(1).max(64) });
const Liste = z.array(BankverbindungSchema);

/** SPEC §7 bank-account calls. The "aktuelle" calls answer 204 without a body when there is none. */
export const bankverbindungenApi = {
  aktuelle: endpoint({ methode: 'GET', pfad: '/anschlussnutzer/aktuelleBankverbindung', auth: true, response: BankverbindungSchema }),
  /** Every bank account of the customer, customer-wide and contract-specific (vertragId tells them apart). */
  alle: endpoint({ methode: 'GET', pfad: '/anschlussnutzer/bankverbindungen', auth: true, response: Liste }),
  anlegen: endpoint({ methode: 'POST', pfad: '/anschlussnutzer/bankverbindungAnlegen', auth: true, body: BankverbindungAnlegenSchema, response: BankverbindungSchema }),
  pruefen: endpoint({ methode: 'GET', pfad: '/bankverbindung/pruefe', auth: true, query: z.object({ iban: text().max(40) }), response: IbanPruefungSchema, fehler: [429] }),
  vertragAlle: endpoint({ methode: 'GET', pfad: '/:vertragId/bankverbindung/alle', auth: true, params: VertragParamsSchema, response: Liste }),
  vertragAktuelle: endpoint({ methode: 'GET', pfad: '/:vertragId/bankverbindung/aktuelle', auth: true, params: VertragParamsSchema, response: BankverbindungSchema }),
  vertragAnlegen: endpoint({ methode: 'POST', pfad: '/:vertragId/bankverbindung/anlegen', auth: true, params: VertragParamsSchema, body: BankverbindungAnlegenSchema, response: BankverbindungSchema }),
  vertragLoeschen: endpoint({ methode: 'DELETE', pfad: '/:vertragId/bankverbindung/loeschen/:id', auth: true, params: EintragParams, response: null }),
  vertragBeenden: endpoint({ methode: 'DELETE', pfad: '/:vertragId/bankverbindung/beenden/:id', auth: true, params: EintragParams, response: null }),
};
