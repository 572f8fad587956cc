import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of the campaign's calls (method, path, session): api.ts spreads each into its endpoint, and the
// home page, which shows the signed-in task, imports these and carries no zod.
export const ABLESEKAMPAGNE_KOEPFE = {
  pruefen: { methode: 'POST', pfad: '/oeffentlich/zaehlerstand/pruefen', auth: false },
  melden: { methode: 'POST', pfad: '/oeffentlich/zaehlerstand', auth: false },
  aufgaben: { methode: 'GET', pfad: '/ablesekampagne/aufgaben', auth: true },
} as const satisfies Record<string, EndpointKopf>;

