import { verbrauchKoepfe, verbrauchTexte } from '@ekp/contract/aufrufe';
import type { HistorieIntervall, Tageszeitraum } from '@ekp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

// Issue 34: the verbrauch endpoints' queries, shared (see vertraege.ts).

/**
 * SPEC §7: results are cached by mode and date range — the key holds both, so stepping back and forth
 * shows a range already seen at once. One request per range (SPEC's hourly split at midnight and its
 * per-day CSV requests give the same data; one range request is cheaper).
 */
export const historieQuery = (vertragId: string, intervall: HistorieIntervall, zeitraum: Tageszeitraum) =>
  queryOptions({
    queryKey: ['verbrauch', 'historie', vertragId, intervall, zeitraum.von, zeitraum.bis],
    queryFn: ({ signal }) =>
      api(verbrauchKoepfe.historie, {
        params: { vertragId },
        query: { von: zeitraum.von, bis: zeitraum.bis, interval: intervall },
        signal,
        fallback: verbrauchTexte.historieFehler,
      }),
    staleTime: 5 * 60_000,
  });

/** SPEC §7 GET /preiszeitreihe for the window of SPEC §9 (the caller computes it from "now"). */
export const preiszeitreiheQuery = (von: string, bis: string) =>
  queryOptions({
    queryKey: ['verbrauch', 'preiszeitreihe', von, bis],
    queryFn: ({ signal }) => api(verbrauchKoepfe.preiszeitreihe, { query: { von, bis }, signal, fallback: verbrauchTexte.preiszeitreiheFehler }),
  });
