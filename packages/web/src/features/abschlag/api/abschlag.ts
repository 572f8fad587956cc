import { abschlagApi } from '@ekp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { abschlagQuery, prognoseQuery } from '../../../shared/abfragen/endpunkte.ts';
import { api } from '../../../shared/api/client.ts';

export { abschlagQuery, prognoseQuery };

export const useAbschlag = (vertragId: string) => useQuery(abschlagQuery(vertragId));

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
