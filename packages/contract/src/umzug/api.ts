import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { UmzugBodySchema, UmzugSchema } from './schemas.ts';

// POST {v}/umzug answers 201 with the stored move (and the contract's end when it ends).
export const umzugApi = {
  melden: endpoint({ methode: 'POST', pfad: '/:vertragId/umzug', auth: true, erfolg: 201, params: VertragParamsSchema, body: UmzugBodySchema, response: UmzugSchema }),
};
