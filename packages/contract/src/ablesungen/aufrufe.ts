import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of this feature's calls (method, path, session): api.ts spreads each into its endpoint, and a
// browser chunk that only calls them imports these and carries no zod.
export const ABLESUNGEN_KOEPFE = {
  zaehler: { methode: 'GET', pfad: '/:vertragId/zaehler', auth: true },
  liste: { methode: 'GET', pfad: '/:vertragId/ablesungen', auth: true },
  anlegen: { methode: 'POST', pfad: '/:vertragId/ablesungen', auth: true },
  plausibilisieren: { methode: 'POST', pfad: '/:vertragId/ablesungen/plausibilisiere', auth: true },
  plausibilisierenGet: { methode: 'GET', pfad: '/:vertragId/ablesungen/plausibilisiere', auth: true },
} as const satisfies Record<string, EndpointKopf>;

