import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of the saving tools' calls (zod-free, as verbrauch/aufrufe.ts).
export const SPAREN_KOEPFE = {
  allinPreise: { methode: 'GET', pfad: '/:vertragId/allin-preise', auth: true },
  guenstigstesFenster: { methode: 'GET', pfad: '/:vertragId/guenstigstes-fenster', auth: true },
  tarifvergleich: { methode: 'GET', pfad: '/:vertragId/tarifvergleich', auth: true },
  prognose: { methode: 'GET', pfad: '/:vertragId/prognose', auth: true },
} as const satisfies Record<string, EndpointKopf>;

