import { vertraegeKoepfe, vertraegeTexte } from '@ekp/contract/aufrufe';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/**
 * GET /{v}: the contract's supply type, for wording (Strom- or Gasverbrauch). Same key and fetcher as the
 * contract screens' query, so the cache answers when the customer came from there.
 */
const vertragQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['vertrag', vertragId],
    queryFn: ({ signal }) => api(vertraegeKoepfe.lesen, { params: { vertragId }, signal, fallback: vertraegeTexte.stammdatenFallback }),
  });

export const useVersorgungsart = (vertragId: string) => useQuery({ ...vertragQuery(vertragId), select: (v) => v.versorgungsart }).data;
