import { umzugApi, vertraegeTexte, type UmzugBody } from '@ekp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vertragQuery, zaehlerQuery } from '../../../shared/abfragen/endpunkte.ts';
import { api } from '../../../shared/api/client.ts';

// The contract and its meter are read through the shared queries, so the cache is shared with
// the vertraege and ablesungen screens and the overview shows the new status at once.
export const useUmzugVertrag = (vertragId: string) => useQuery(vertragQuery(vertragId, vertraegeTexte.detailLadefehler));

/** The meter is optional here: without one the move-out readings are simply not asked for. */
export const useUmzugZaehler = (vertragId: string) => useQuery({ ...zaehlerQuery(vertragId), retry: false });

export function useUmzugMelden(vertragId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (antrag: UmzugBody) => api(umzugApi.melden, { params: { vertragId }, body: antrag }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vertragQuery(vertragId).queryKey }),
  });
}
