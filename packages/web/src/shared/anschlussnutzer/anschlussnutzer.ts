import { anschlussnutzerApi, anschlussnutzerTexte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';

export const anschlussnutzerQuery = () =>
  queryOptions({
    queryKey: ['anschlussnutzer'],
    queryFn: ({ signal }) => api(anschlussnutzerApi.lesen, { signal, fallback: anschlussnutzerTexte.kontaktdatenLadeFehler }),
  });

export const useAnschlussnutzer = () => useQuery(anschlussnutzerQuery());
