import { freigabenApi, type FreigabeZustimmung } from '@ekp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

// The customer's data-sharing grants and the consent page's calls.
const LISTE = ['freigaben'] as const;

export const useFreigaben = () => useQuery({ queryKey: LISTE, queryFn: ({ signal }) => api(freigabenApi.liste, { signal }) });

export function useWiderrufen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (freigabeId: string) => api(freigabenApi.widerrufen, { params: { freigabeId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: LISTE }),
  });
}

export const useFreigabeAnfrage = (uid: string) =>
  useQuery({ queryKey: ['freigaben', 'anfrage', uid], queryFn: ({ signal }) => api(freigabenApi.anfrage, { query: { uid }, signal }), retry: false, enabled: uid !== '' });

export const useZustimmen = () => useMutation({ mutationFn: (z: FreigabeZustimmung) => api(freigabenApi.zustimmen, { body: z }) });
export const useAblehnen = () => useMutation({ mutationFn: (uid: string) => api(freigabenApi.ablehnen, { body: { uid } }) });
