import { abschlagApi, sparenApi } from '@ekp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const abschlagQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['abschlag', vertragId],
    queryFn: ({ signal }) => api(abschlagApi.lesen, { params: { vertragId }, signal }),
    retry: false,
  });

export const useAbschlag = (vertragId: string) => useQuery(abschlagQuery(vertragId));

/** Issue 30: the forecast of the annual bill (same p50 as the recommendation); 422 without data is final. */
export const prognoseQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['sparen', 'prognose', vertragId], queryFn: ({ signal }) => api(sparenApi.prognose, { params: { vertragId }, signal }), retry: false });

export const usePrognose = (vertragId: string) => useQuery(prognoseQuery(vertragId));

/** PUT {v}/abschlag answers the new state, which replaces the cached one. */
export function useAbschlagAendern(vertragId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (betrag: number) => api(abschlagApi.aendern, { params: { vertragId }, body: { betrag } }),
    onSuccess: (zustand) => {
      queryClient.setQueryData(abschlagQuery(vertragId).queryKey, zustand);
      // The forecast's saldo counts the instalments.
      void queryClient.invalidateQueries({ queryKey: prognoseQuery(vertragId).queryKey });
    },
  });
}
