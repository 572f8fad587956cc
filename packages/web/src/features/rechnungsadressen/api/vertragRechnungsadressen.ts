import { rechnungsadressenApi, texte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const vertragRechnungsadressenQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['rechnungsadressen', 'vertrag', vertragId],
    queryFn: ({ signal }) => api(rechnungsadressenApi.vertragAlle, { params: { vertragId }, signal, fallback: texte.listen.fehler }),
  });

export const useVertragRechnungsadressen = (vertragId: string) => useQuery(vertragRechnungsadressenQuery(vertragId));
