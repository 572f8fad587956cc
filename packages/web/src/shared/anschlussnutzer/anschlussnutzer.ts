import { anschlussnutzerApi, texte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';

export const anschlussnutzerQuery = () =>
  queryOptions({
    queryKey: ['anschlussnutzer'],
    queryFn: ({ signal }) => api(anschlussnutzerApi.lesen, { signal, fallback: texte.kontaktdaten.ladeFehler }),
  });

export const useAnschlussnutzer = () => useQuery(anschlussnutzerQuery());
