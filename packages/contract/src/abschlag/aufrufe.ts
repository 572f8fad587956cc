import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of this feature's calls (method, path, session): api.ts spreads each into its endpoint, and a
// browser chunk that only calls them imports these and carries no zod.
export const ABSCHLAG_KOEPFE = {
  lesen: { methode: 'GET', pfad: '/:vertragId/abschlag', auth: true },
  aendern: { methode: 'PUT', pfad: '/:vertragId/abschlag', auth: true },
} as const satisfies Record<string, EndpointKopf>;

