import { ablesungenApi, texte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const ablesungenQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['ablesungen', 'liste', vertragId],
    queryFn: ({ signal }) => api(ablesungenApi.liste, { params: { vertragId }, query: {}, signal, fallback: texte.listen.fehler }),
  });

export const useAblesungen = (vertragId: string) => useQuery(ablesungenQuery(vertragId));
