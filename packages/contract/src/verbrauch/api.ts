import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { VERBRAUCH_KOEPFE } from './aufrufe.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import {
  HistorieAntwortSchema,
  HistorieQuerySchema,
  PreiszeitreiheAntwortSchema,
  PreiszeitreiheQuerySchema,
  VerbraeucheQuerySchema,
  VerbrauchszeitraumSchema,
} from './schemas.ts';

// SPEC §7: GET /{v}/verbraeuche, GET /{v}/historie, GET /preiszeitreihe.
export const verbrauchApi = {
  verbraeuche: endpoint({
    ...VERBRAUCH_KOEPFE.verbraeuche,
    params: VertragParamsSchema,
    query: VerbraeucheQuerySchema,
    response: z.array(VerbrauchszeitraumSchema),
  }),
  historie: endpoint({
    ...VERBRAUCH_KOEPFE.historie,
    params: VertragParamsSchema,
    query: HistorieQuerySchema,
    response: HistorieAntwortSchema,
  }),
  preiszeitreihe: endpoint({ ...VERBRAUCH_KOEPFE.preiszeitreihe, query: PreiszeitreiheQuerySchema, response: PreiszeitreiheAntwortSchema }),
};
