import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { ABRECHNUNGSINFORMATION_KOEPFE } from './aufrufe.ts';
import { AbrechnungsinformationEintragSchema, AbrechnungsinformationParamsSchema, AbrechnungsinformationSchema, AnforderungSchema, KonsoleParamsSchema, KonsoleVertragParamsSchema } from './schemas.ts';

// § 40b EnWG billing information: the list (newest first), one, its PDF, and one on request (201; 409 sooner
// than three months after the last; 422 without a reading after the period's start).
export const abrechnungsinformationApi = {
  liste: endpoint({ ...ABRECHNUNGSINFORMATION_KOEPFE.liste, params: VertragParamsSchema, response: z.array(AbrechnungsinformationEintragSchema) }),
  eine: endpoint({ ...ABRECHNUNGSINFORMATION_KOEPFE.eine, params: AbrechnungsinformationParamsSchema, response: AbrechnungsinformationSchema }),
  pdf: endpoint({ ...ABRECHNUNGSINFORMATION_KOEPFE.pdf, params: AbrechnungsinformationParamsSchema, response: null }),
  anfordern: endpoint({ ...ABRECHNUNGSINFORMATION_KOEPFE.anfordern, params: VertragParamsSchema, body: AnforderungSchema, response: AbrechnungsinformationSchema, erfolg: 201, fehler: [409, 422] }),
};

// The service console: a customer's informations; opening one is written to the audit log.
export const abrechnungsinformationKonsoleApi = {
  liste: endpoint({ methode: 'GET', pfad: '/service/kunden/:kundennummer/vertraege/:vertragId/abrechnungsinformationen', auth: true, bereich: 'service', params: KonsoleVertragParamsSchema, response: z.array(AbrechnungsinformationEintragSchema), fehler: [403] }),
  eine: endpoint({ methode: 'GET', pfad: '/service/kunden/:kundennummer/vertraege/:vertragId/abrechnungsinformationen/:id', auth: true, bereich: 'service', params: KonsoleParamsSchema, response: AbrechnungsinformationSchema, fehler: [403] }),
};
