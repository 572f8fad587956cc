import { verbrauchKoepfe, verbrauchTexte } from '@ekp/contract/aufrufe';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const verbraeucheQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['verbrauch', 'verbraeuche', vertragId],
    queryFn: ({ signal }) => api(verbrauchKoepfe.verbraeuche, { params: { vertragId }, signal, fallback: verbrauchTexte.verbrauchLadefehler }),
  });

export const useVerbraeuche = (vertragId: string) => useQuery(verbraeucheQuery(vertragId));
