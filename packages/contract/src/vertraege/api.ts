import { endpoint } from '../common/endpoint.ts';
import { VERTRAEGE_KOEPFE } from './aufrufe.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { KuendigungBodySchema, KuendigungSchema } from './kuendigung.ts';
import { TarifhistorieSchema, TarifSchema, VertragSchema } from './schemas.ts';

// SPEC §7 per-contract calls of this feature. There is no list call: the overview reads the contract
// ids from GET /anschlussnutzer and loads each contract on its own.
export const vertraegeApi = {
  lesen: endpoint({ ...VERTRAEGE_KOEPFE.lesen, params: VertragParamsSchema, response: VertragSchema }),
  aktuellerTarif: endpoint({ ...VERTRAEGE_KOEPFE.aktuellerTarif, params: VertragParamsSchema, response: TarifSchema }),
  tarifhistorie: endpoint({ ...VERTRAEGE_KOEPFE.tarifhistorie, params: VertragParamsSchema, response: TarifhistorieSchema }),
  kuendigen: endpoint({
    ...VERTRAEGE_KOEPFE.kuendigen,
    params: VertragParamsSchema,
    body: KuendigungBodySchema,
    response: KuendigungSchema,
    fehler: [409],
  }),
};
