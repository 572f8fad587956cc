import { vertraegeApi, vertraegeTexte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** GET /{v}: the contract master data; SPEC §8 names the per-contract fallback text. */
export const vertragQuery = (vertragId: string, fallback: string = vertraegeTexte.stammdatenFallback) =>
  queryOptions({
    queryKey: ['vertrag', vertragId],
    queryFn: ({ signal }) => api(vertraegeApi.lesen, { params: { vertragId }, signal, fallback }),
  });

export const useVertrag = (vertragId: string, fallback?: string) => useQuery(vertragQuery(vertragId, fallback));
