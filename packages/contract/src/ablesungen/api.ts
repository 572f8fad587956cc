import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { z } from 'zod';
import {
  AblesungAngelegtSchema,
  AblesungAnlegenSchema,
  AblesungenQuerySchema,
  AblesungSchema,
  PlausibilisierungAnfrageSchema,
  PlausibilitaetSchema,
  ZaehlerSchema,
} from './schemas.ts';

// SPEC §7 per-contract calls of readings and meters.
export const ablesungenApi = {
  zaehler: endpoint({ methode: 'GET', pfad: '/:vertragId/zaehler', auth: true, params: VertragParamsSchema, response: ZaehlerSchema }),
  liste: endpoint({
    methode: 'GET',
    pfad: '/:vertragId/ablesungen',
    auth: true,
    params: VertragParamsSchema,
    query: AblesungenQuerySchema,
    response: z.array(AblesungSchema),
  }),
  anlegen: endpoint({
    methode: 'POST',
    pfad: '/:vertragId/ablesungen',
    auth: true,
    params: VertragParamsSchema,
    body: AblesungAnlegenSchema,
    response: AblesungAngelegtSchema,
  }),
  /** SPEC names GET with a body; browsers cannot send that, so the web app uses the POST twin. */
  plausibilisieren: endpoint({
    methode: 'POST',
    pfad: '/:vertragId/ablesungen/plausibilisiere',
    auth: true,
    params: VertragParamsSchema,
    body: PlausibilisierungAnfrageSchema,
    response: PlausibilitaetSchema,
  }),
  plausibilisierenGet: endpoint({
    methode: 'GET',
    pfad: '/:vertragId/ablesungen/plausibilisiere',
    auth: true,
    params: VertragParamsSchema,
    body: PlausibilisierungAnfrageSchema,
    response: PlausibilitaetSchema,
  }),
};
