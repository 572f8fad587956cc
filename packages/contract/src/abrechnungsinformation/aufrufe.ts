import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of this feature's calls (method, path, session): api.ts spreads each into its endpoint, and a
// browser chunk that only calls them imports these and carries no zod (as abschlag/aufrufe.ts).
export const ABRECHNUNGSINFORMATION_KOEPFE = {
  liste: { methode: 'GET', pfad: '/:vertragId/abrechnungsinformationen', auth: true },
  eine: { methode: 'GET', pfad: '/:vertragId/abrechnungsinformationen/:id', auth: true },
  pdf: { methode: 'GET', pfad: '/:vertragId/abrechnungsinformationen/:id/pdf', auth: true },
  anfordern: { methode: 'POST', pfad: '/:vertragId/abrechnungsinformationen', auth: true },
} as const satisfies Record<string, EndpointKopf>;

