import type { EndpointKopf, Koepfe } from '../common/endpoint.ts';
import type { sparenApi } from './api.ts';

// The heads of the saving tools' calls (zod-free, as verbrauch/aufrufe.ts).
export const SPAREN_KOEPFE = {
  allinPreise: { methode: 'GET', pfad: '/:vertragId/allin-preise', auth: true },
  guenstigstesFenster: { methode: 'GET', pfad: '/:vertragId/guenstigstes-fenster', auth: true },
  tarifvergleich: { methode: 'GET', pfad: '/:vertragId/tarifvergleich', auth: true },
  prognose: { methode: 'GET', pfad: '/:vertragId/prognose', auth: true },
} as const satisfies Record<string, EndpointKopf>;

export const sparenKoepfe: Koepfe<typeof sparenApi> = SPAREN_KOEPFE;
