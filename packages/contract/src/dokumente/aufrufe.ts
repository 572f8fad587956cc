import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of this feature's calls (method, path, session): schemas.ts spreads each into its endpoint, and a
// browser chunk that only calls them imports these and carries no zod.
export const DOKUMENTE_KOEPFE = {
  alle: { methode: 'GET', pfad: '/dokument/alle', auth: true },
  vertrag: { methode: 'GET', pfad: '/dokument/:vertragId', auth: true },
  daten: { methode: 'GET', pfad: '/dokument/daten/:id', auth: true },
} as const satisfies Record<string, EndpointKopf>;

