import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { ABLESEKAMPAGNE_KOEPFE } from './aufrufe.ts';
import { KampagnenAufgabeSchema, ZaehlerstandAnfrageSchema, ZaehlerstandEingangSchema, ZaehlerstandMeldenSchema, ZaehlerstandPruefenSchema } from './schemas.ts';

// The reading campaign without login: the code from the letter opens one meter for one reading (and one
// correction). The code travels in the body only, never in a path or query, so no log line carries it.
export const ablesekampagneApi = {
  pruefen: endpoint({
    ...ABLESEKAMPAGNE_KOEPFE.pruefen,
    body: ZaehlerstandPruefenSchema,
    response: ZaehlerstandAnfrageSchema,
    fehler: [404, 429],
  }),
  melden: endpoint({
    ...ABLESEKAMPAGNE_KOEPFE.melden,
    erfolg: 201,
    body: ZaehlerstandMeldenSchema,
    response: ZaehlerstandEingangSchema,
    fehler: [404, 409, 422, 429],
  }),
  /** Signed in: the customer's contracts whose campaign reading is still open, for the home page's tasks. */
  aufgaben: endpoint({ ...ABLESEKAMPAGNE_KOEPFE.aufgaben, response: z.array(KampagnenAufgabeSchema) }),
};
