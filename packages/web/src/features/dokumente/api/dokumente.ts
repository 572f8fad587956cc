import { dokumenteApi, texte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const dokumenteQuery = () =>
  queryOptions({
    queryKey: ['dokumente', 'alle'],
    queryFn: ({ signal }) => api(dokumenteApi.alle, { signal, fallback: texte.listen.dokumenteLadefehler }),
  });

export const useDokumente = () => useQuery(dokumenteQuery());
