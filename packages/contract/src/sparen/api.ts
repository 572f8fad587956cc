import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { SPAREN_KOEPFE } from './aufrufe.ts';
import {
  AllinPreiseAntwortSchema,
  AllinPreiseQuerySchema,
  GuenstigstesFensterQuerySchema,
  GuenstigstesFensterSchema,
  PrognoseSchema,
  TarifvergleichQuerySchema,
  TarifvergleichSchema,
} from './schemas.ts';

// All-in prices, cheapest window, tariff comparison, forecast of the annual bill.
export const sparenApi = {
  allinPreise: endpoint({ ...SPAREN_KOEPFE.allinPreise, params: VertragParamsSchema, query: AllinPreiseQuerySchema, response: AllinPreiseAntwortSchema, fehler: [422] }),
  guenstigstesFenster: endpoint({
    ...SPAREN_KOEPFE.guenstigstesFenster,
    params: VertragParamsSchema,
    query: GuenstigstesFensterQuerySchema,
    response: GuenstigstesFensterSchema,
    fehler: [422],
  }),
  tarifvergleich: endpoint({ ...SPAREN_KOEPFE.tarifvergleich, params: VertragParamsSchema, query: TarifvergleichQuerySchema, response: TarifvergleichSchema, fehler: [422] }),
  prognose: endpoint({ ...SPAREN_KOEPFE.prognose, params: VertragParamsSchema, response: PrognoseSchema, fehler: [422] }),
};
