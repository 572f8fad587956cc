import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
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
    methode: 'GET',
    pfad: '/:vertragId/verbraeuche',
    auth: true,
    params: VertragParamsSchema,
    query: VerbraeucheQuerySchema,
    response: z.array(VerbrauchszeitraumSchema),
  }),
  historie: endpoint({
    methode: 'GET',
    pfad: '/:vertragId/historie',
    auth: true,
    params: VertragParamsSchema,
    query: HistorieQuerySchema,
    response: HistorieAntwortSchema,
  }),
  preiszeitreihe: endpoint({ methode: 'GET', pfad: '/preiszeitreihe', auth: true, query: PreiszeitreiheQuerySchema, response: PreiszeitreiheAntwortSchema }),
};
