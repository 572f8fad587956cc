import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import {
  FreigabeAblehnungSchema,
  FreigabeAblesungSchema,
  FreigabeAnfrageQuerySchema,
  FreigabeAnfrageSchema,
  FreigabeParamsSchema,
  FreigabeSchema,
  FreigabeVerbrauchSchema,
  FreigabeWeiterSchema,
  FreigabeZustimmungSchema,
  FreigegebenerVertragSchema,
  ZeitreiheSchema,
  ZeitreihenQuerySchema,
} from './schemas.ts';

// The customer's side (portal session): the consent page's calls and the list of grants.
export const freigabenApi = {
  anfrage: endpoint({ methode: 'GET', pfad: '/freigaben/anfrage', auth: true, query: FreigabeAnfrageQuerySchema, response: FreigabeAnfrageSchema }),
  zustimmen: endpoint({ methode: 'POST', pfad: '/freigaben/anfrage', auth: true, body: FreigabeZustimmungSchema, response: FreigabeWeiterSchema, erfolg: 201, fehler: [403] }),
  ablehnen: endpoint({ methode: 'POST', pfad: '/freigaben/anfrage/ablehnen', auth: true, body: FreigabeAblehnungSchema, response: FreigabeWeiterSchema }),
  liste: endpoint({ methode: 'GET', pfad: '/freigaben', auth: true, response: z.array(FreigabeSchema) }),
  widerrufen: endpoint({ methode: 'DELETE', pfad: '/freigaben/:freigabeId', auth: true, params: FreigabeParamsSchema, response: null }),
};

// The third party's side: a bearer token of the OAuth flow, never a portal session (auth: false
// here; `freigabe` names the scope every call needs). Contracts not granted are 404 like any foreign id.
export const freigabeDrittApi = {
  vertraege: endpoint({ methode: 'GET', pfad: '/v1/freigabe/vertraege', auth: false, freigabe: 'vertrag:lesen', response: z.array(FreigegebenerVertragSchema), fehler: [401, 403, 429] }),
  lastgang: endpoint({
    methode: 'GET', pfad: '/v1/freigabe/vertraege/:vertragId/lastgang', auth: false, freigabe: 'verbrauch:lesen',
    params: VertragParamsSchema, query: ZeitreihenQuerySchema, response: z.array(ZeitreiheSchema), fehler: [401, 403, 429],
  }),
  verbraeuche: endpoint({
    methode: 'GET', pfad: '/v1/freigabe/vertraege/:vertragId/verbraeuche', auth: false, freigabe: 'verbrauch:lesen',
    params: VertragParamsSchema, response: z.array(FreigabeVerbrauchSchema), fehler: [401, 403, 429],
  }),
  ablesungen: endpoint({
    methode: 'GET', pfad: '/v1/freigabe/vertraege/:vertragId/ablesungen', auth: false, freigabe: 'ablesungen:lesen',
    params: VertragParamsSchema, response: z.array(FreigabeAblesungSchema), fehler: [401, 403, 429],
  }),
};
