import { endpoint } from '../common/endpoint.ts';
import { ABLESUNGEN_KOEPFE } from './aufrufe.ts';
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
  zaehler: endpoint({ ...ABLESUNGEN_KOEPFE.zaehler, params: VertragParamsSchema, response: ZaehlerSchema }),
  liste: endpoint({
    ...ABLESUNGEN_KOEPFE.liste,
    params: VertragParamsSchema,
    query: AblesungenQuerySchema,
    response: z.array(AblesungSchema),
  }),
  anlegen: endpoint({
    ...ABLESUNGEN_KOEPFE.anlegen,
    params: VertragParamsSchema,
    body: AblesungAnlegenSchema,
    response: AblesungAngelegtSchema,
    fehler: [409, 429],
  }),
  /** The web app's way to check a draft: browsers cannot send a GET with a body. */
  plausibilisieren: endpoint({
    ...ABLESUNGEN_KOEPFE.plausibilisieren,
    params: VertragParamsSchema,
    body: PlausibilisierungAnfrageSchema,
    response: PlausibilitaetSchema,
  }),
  /**
   * SPEC §7 names GET with a data body. Fastify refuses a body schema on GET, so the server reads and checks
   * that body (PlausibilisierungAnfrageSchema) itself.
   */
  plausibilisierenGet: endpoint({
    ...ABLESUNGEN_KOEPFE.plausibilisierenGet,
    params: VertragParamsSchema,
    response: PlausibilitaetSchema,
  }),
};
