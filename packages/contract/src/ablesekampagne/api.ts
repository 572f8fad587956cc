import { endpoint } from '../common/endpoint.ts';
import { ZaehlerstandAnfrageSchema, ZaehlerstandEingangSchema, ZaehlerstandMeldenSchema, ZaehlerstandPruefenSchema } from './schemas.ts';

// The reading campaign without login: the code from the letter opens one meter for one reading (and one
// correction). The code travels in the body only, never in a path or query, so no log line carries it.
export const ablesekampagneApi = {
  pruefen: endpoint({
    methode: 'POST',
    pfad: '/oeffentlich/zaehlerstand/pruefen',
    auth: false,
    body: ZaehlerstandPruefenSchema,
    response: ZaehlerstandAnfrageSchema,
    fehler: [404, 429],
  }),
  melden: endpoint({
    methode: 'POST',
    pfad: '/oeffentlich/zaehlerstand',
    auth: false,
    erfolg: 201,
    body: ZaehlerstandMeldenSchema,
    response: ZaehlerstandEingangSchema,
    fehler: [404, 409, 422, 429],
  }),
};
