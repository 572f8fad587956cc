import { vertraegeApi, vertraegeTexte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const tarifhistorieQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['vertrag', vertragId, 'tarifhistorie'],
    queryFn: ({ signal }) => api(vertraegeApi.tarifhistorie, { params: { vertragId }, signal, fallback: vertraegeTexte.tarifhistorieLadefehler }),
  });

export const useTarifhistorie = (vertragId: string) => useQuery(tarifhistorieQuery(vertragId));
