import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { KuendigungBodySchema, KuendigungSchema } from './kuendigung.ts';
import { TarifhistorieSchema, TarifSchema, VertragSchema } from './schemas.ts';

// SPEC §7 per-contract calls of this feature. There is no list call: the overview reads the contract
// ids from GET /anschlussnutzer and loads each contract on its own.
export const vertraegeApi = {
  lesen: endpoint({ methode: 'GET', pfad: '/:vertragId', auth: true, params: VertragParamsSchema, response: VertragSchema }),
  aktuellerTarif: endpoint({ methode: 'GET', pfad: '/:vertragId/aktueller_tarif', auth: true, params: VertragParamsSchema, response: TarifSchema }),
  tarifhistorie: endpoint({ methode: 'GET', pfad: '/:vertragId/tarifhistorie', auth: true, params: VertragParamsSchema, response: TarifhistorieSchema }),
  kuendigen: endpoint({
    methode: 'POST',
    pfad: '/:vertragId/kuendigen',
    auth: true,
    params: VertragParamsSchema,
    body: KuendigungBodySchema,
    response: KuendigungSchema,
    fehler: [409],
  }),
};
