import { anschlussnutzerApi, anschlussnutzerTexte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** GET /anschlussnutzer: the greeting and the list of contracts. Same key as the data overview's query. */
export const kundeQuery = () =>
  queryOptions({
    queryKey: ['anschlussnutzer'],
    queryFn: ({ signal }) => api(anschlussnutzerApi.lesen, { signal, fallback: anschlussnutzerTexte.kontaktdatenLadeFehler }),
  });

export const useKunde = () => useQuery(kundeQuery());
