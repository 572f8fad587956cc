import { endpoint } from '../common/endpoint.ts';
import { BestaetigungParamsSchema, BestaetigungQuerySchema, KuendigungOeffentlichBodySchema, KuendigungOeffentlichEingangSchema, KuendigungOeffentlichHeadersSchema } from './schemas.ts';

// Both calls work without a session (§312k BGB: no login wall).
export const kuendigungOeffentlichApi = {
  einreichen: endpoint({
    methode: 'POST',
    pfad: '/kuendigung',
    auth: false,
    erfolg: 201,
    body: KuendigungOeffentlichBodySchema,
    headers: KuendigungOeffentlichHeadersSchema,
    response: KuendigungOeffentlichEingangSchema,
    fehler: [429],
  }),
  /** Answers the confirmation as a PDF file (application/pdf), 404 for a wrong number or key. */
  bestaetigung: endpoint({
    methode: 'GET',
    pfad: '/kuendigung/:eingangsnummer/bestaetigung',
    auth: false,
    params: BestaetigungParamsSchema,
    query: BestaetigungQuerySchema,
    response: null,
  }),
};
