import { queryOptions, useQuery } from '@tanstack/react-query';
import { kundeLesen } from './vorab.ts';

/** GET /anschlussnutzer: the greeting, the contract list and the contact data share this one query. */
export const anschlussnutzerQuery = () =>
  queryOptions({
    queryKey: ['anschlussnutzer'],
    queryFn: ({ signal }) => kundeLesen(signal),
  });

export const useAnschlussnutzer = () => useQuery(anschlussnutzerQuery());
