import { verbrauchKoepfe, verbrauchTexte } from '@ekp/contract/aufrufe';
import type { HistorieIntervall, Tageszeitraum } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

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

export const useHistorie = (vertragId: string, intervall: HistorieIntervall, zeitraum: Tageszeitraum) =>
  useQuery(historieQuery(vertragId, intervall, zeitraum));
