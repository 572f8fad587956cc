import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of this feature's calls (method, path, session): api.ts spreads each into its endpoint, and a
// browser chunk that only calls them imports these and carries no zod.
export const VERBRAUCH_KOEPFE = {
  verbraeuche: { methode: 'GET', pfad: '/:vertragId/verbraeuche', auth: true },
  historie: { methode: 'GET', pfad: '/:vertragId/historie', auth: true },
  preiszeitreihe: { methode: 'GET', pfad: '/preiszeitreihe', auth: true },
} as const satisfies Record<string, EndpointKopf>;

