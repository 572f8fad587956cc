import { ablesungenApi, umzugApi, vertraegeApi, vertraegeTexte, type UmzugBody } from '@ekp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

// The contract and its meter are read through their contract entries; the keys match the vertraege and
// ablesungen features' queries, so the cache is shared and the overview shows the new status at once.
const vertragKey = (vertragId: string) => ['vertrag', vertragId];

export const useUmzugVertrag = (vertragId: string) =>
  useQuery(queryOptions({ queryKey: vertragKey(vertragId), queryFn: ({ signal }) => api(vertraegeApi.lesen, { params: { vertragId }, signal, fallback: vertraegeTexte.detailLadefehler }) }));

/** The meter is optional here: without one the move-out readings are simply not asked for. */
export const useUmzugZaehler = (vertragId: string) =>
  useQuery({ queryKey: ['ablesungen', 'zaehler', vertragId], queryFn: ({ signal }) => api(ablesungenApi.zaehler, { params: { vertragId }, signal }), retry: false });

export function useUmzugMelden(vertragId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (antrag: UmzugBody) => api(umzugApi.melden, { params: { vertragId }, body: antrag }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vertragKey(vertragId) }),
  });
}
