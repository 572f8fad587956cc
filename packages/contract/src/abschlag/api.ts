import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { AbschlagAendernSchema, AbschlagSchema } from './schemas.ts';

// Issue 13: read and change a contract's instalment; a contract without one answers 404.
export const abschlagApi = {
  lesen: endpoint({ methode: 'GET', pfad: '/:vertragId/abschlag', auth: true, params: VertragParamsSchema, response: AbschlagSchema }),
  aendern: endpoint({ methode: 'PUT', pfad: '/:vertragId/abschlag', auth: true, params: VertragParamsSchema, body: AbschlagAendernSchema, response: AbschlagSchema }),
};
