import { dokumenteApi, dokumenteTexte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const dokumenteQuery = () =>
  queryOptions({
    queryKey: ['dokumente', 'alle'],
    queryFn: ({ signal }) => api(dokumenteApi.alle, { signal, fallback: dokumenteTexte.ladefehler }),
  });

export const useDokumente = () => useQuery(dokumenteQuery());
