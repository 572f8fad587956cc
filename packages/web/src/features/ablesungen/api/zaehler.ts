import { ablesungenApi, ablesungenTexte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const zaehlerQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['ablesungen', 'zaehler', vertragId],
    queryFn: ({ signal }) => api(ablesungenApi.zaehler, { params: { vertragId }, signal, fallback: ablesungenTexte.zaehlerLadefehler }),
  });

export const useZaehler = (vertragId: string) => useQuery(zaehlerQuery(vertragId));
