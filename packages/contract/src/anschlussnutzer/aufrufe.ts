import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of this feature's calls (method, path, session): api.ts spreads each into its endpoint, and a
// browser chunk that only calls them imports these and carries no zod.
export const ANSCHLUSSNUTZER_KOEPFE = {
  lesen: { methode: 'GET', pfad: '/anschlussnutzer', auth: true },
  kontaktdatenAktualisieren: { methode: 'PUT', pfad: '/anschlussnutzer/kontaktdatenAktualisieren', auth: true },
} as const satisfies Record<string, EndpointKopf>;

