import { verbrauchKoepfe, verbrauchTexte } from '@ekp/contract/aufrufe';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** SPEC §7 GET /preiszeitreihe for the window of SPEC §9 (the caller computes it from "now"). */
export const preiszeitreiheQuery = (von: string, bis: string) =>
  queryOptions({
    queryKey: ['verbrauch', 'preiszeitreihe', von, bis],
    queryFn: ({ signal }) => api(verbrauchKoepfe.preiszeitreihe, { query: { von, bis }, signal, fallback: verbrauchTexte.preiszeitreiheFehler }),
  });

export const usePreiszeitreihe = (von: string, bis: string) => useQuery(preiszeitreiheQuery(von, bis));
