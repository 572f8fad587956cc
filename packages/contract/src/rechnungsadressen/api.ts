import { z } from 'zod';
import { text } from '../common/text.ts';
import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { RechnungsadresseFormularSchema, RechnungsadresseSchema } from './schemas.ts';

const EintragParams = VertragParamsSchema.extend({ id: text().min(1).max(64) });
const Liste = z.array(RechnungsadresseSchema);

/** SPEC §7 billing-address calls. The "aktuelle" calls answer 204 without a body when there is none. */
export const rechnungsadressenApi = {
  aktuelle: endpoint({ methode: 'GET', pfad: '/anschlussnutzer/aktuelleRechnungsadresse', auth: true, response: RechnungsadresseSchema }),
  /** Every address of the customer, customer-wide and contract-specific (vertragId tells them apart). */
  alle: endpoint({ methode: 'GET', pfad: '/anschlussnutzer/rechnungsadressen', auth: true, response: Liste }),
  anlegen: endpoint({ methode: 'POST', pfad: '/anschlussnutzer/rechnungsadresseAnlegen', auth: true, body: RechnungsadresseFormularSchema, response: RechnungsadresseSchema }),
  vertragAlle: endpoint({ methode: 'GET', pfad: '/:vertragId/rechnungsadresse/alle', auth: true, params: VertragParamsSchema, response: Liste }),
  vertragAktuelle: endpoint({ methode: 'GET', pfad: '/:vertragId/rechnungsadresse/aktuelle', auth: true, params: VertragParamsSchema, response: RechnungsadresseSchema }),
  vertragAnlegen: endpoint({ methode: 'POST', pfad: '/:vertragId/rechnungsadresse/anlegen', auth: true, params: VertragParamsSchema, body: RechnungsadresseFormularSchema, response: RechnungsadresseSchema }),
  vertragLoeschen: endpoint({ methode: 'DELETE', pfad: '/:vertragId/rechnungsadresse/loeschen/:id', auth: true, params: EintragParams, response: null }),
  vertragBeenden: endpoint({ methode: 'DELETE', pfad: '/:vertragId/rechnungsadresse/beenden/:id', auth: true, params: EintragParams, response: null }),
};
