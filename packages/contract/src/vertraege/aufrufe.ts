import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of this feature's calls (method, path, session): api.ts spreads each into its endpoint, and a
// browser chunk that only calls them imports these and carries no zod.
export const VERTRAEGE_KOEPFE = {
  lesen: { methode: 'GET', pfad: '/:vertragId', auth: true },
  aktuellerTarif: { methode: 'GET', pfad: '/:vertragId/aktueller_tarif', auth: true },
  tarifhistorie: { methode: 'GET', pfad: '/:vertragId/tarifhistorie', auth: true },
  kuendigen: { methode: 'POST', pfad: '/:vertragId/kuendigen', auth: true },
} as const satisfies Record<string, EndpointKopf>;

