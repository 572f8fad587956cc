import { ablesungenApi, abschlagApi, dokumenteApi, dokumenteTexte, preiszeitreiheFenster, verbrauchApi, vertraegeApi, vertraegeTexte, zwoelfMonate } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

// What one contract card of the home page shows, each part loaded on its own through the contract's
// endpoints; a part that fails stays out of the card (like the contract detail's sections, SPEC §8).
// Keys equal the other screens' keys where the fetcher is the same, so their caches are shared.

export const useVertrag = (vertragId: string) =>
  useQuery({ queryKey: ['vertrag', vertragId], queryFn: ({ signal }) => api(vertraegeApi.lesen, { params: { vertragId }, signal, fallback: vertraegeTexte.stammdatenFallback }) });

export const useTarif = (vertragId: string) =>
  useQuery({
    queryKey: ['vertrag', vertragId, 'aktueller_tarif'],
    queryFn: ({ signal }) => api(vertraegeApi.aktuellerTarif, { params: { vertragId }, signal, fallback: vertraegeTexte.keinTarif }),
    retry: false,
  });

export const useAblesungen = (vertragId: string) =>
  useQuery({ queryKey: ['ablesungen', 'liste', vertragId], queryFn: ({ signal }) => api(ablesungenApi.liste, { params: { vertragId }, signal }) });

export const useDokumente = (vertragId: string) =>
  useQuery({ queryKey: ['dokumente', 'vertrag', vertragId], queryFn: ({ signal }) => api(dokumenteApi.vertrag, { params: { vertragId }, signal, fallback: dokumenteTexte.ladefehler }) });

/** The contract's instalment; a contract without one answers 404, which is final (no retry) and shows nothing. */
export const useAbschlag = (vertragId: string) =>
  useQuery({ queryKey: ['abschlag', vertragId], queryFn: ({ signal }) => api(abschlagApi.lesen, { params: { vertragId }, signal }), retry: false });

/** Monthly consumption of the last twelve months (only contracts with interval data have any). */
export const useZwoelfMonate = (vertragId: string, jetzt: Date) => {
  const { von, bis } = zwoelfMonate(jetzt);
  return useQuery({
    queryKey: ['verbrauch', 'historie', vertragId, 'monthly', von, bis],
    queryFn: ({ signal }) => api(verbrauchApi.historie, { params: { vertragId }, query: { von, bis, interval: 'monthly' }, signal }),
    staleTime: 5 * 60_000,
  });
};

/** The market prices of SPEC §9's window; only asked for dynamic tariffs. */
export const usePreise = (jetzt: Date, aktiv: boolean) => {
  const f = preiszeitreiheFenster(jetzt);
  return useQuery({
    queryKey: ['verbrauch', 'preiszeitreihe', f.vonZeitpunkt, f.bisZeitpunkt],
    queryFn: ({ signal }) => api(verbrauchApi.preiszeitreihe, { query: { von: f.vonZeitpunkt, bis: f.bisZeitpunkt }, signal }),
    enabled: aktiv,
  });
};
