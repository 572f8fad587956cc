import { endpoint } from '../common/endpoint.ts';
import { ABSCHLAG_KOEPFE } from './aufrufe.ts';
import { VertragParamsSchema } from '../common/schemas.ts';
import { AbschlagAendernSchema, AbschlagSchema } from './schemas.ts';

// Read and change a contract's instalment; a contract without one answers 404.
export const abschlagApi = {
  lesen: endpoint({ ...ABSCHLAG_KOEPFE.lesen, params: VertragParamsSchema, response: AbschlagSchema }),
  aendern: endpoint({ ...ABSCHLAG_KOEPFE.aendern, params: VertragParamsSchema, body: AbschlagAendernSchema, response: AbschlagSchema, fehler: [429] }),
};
