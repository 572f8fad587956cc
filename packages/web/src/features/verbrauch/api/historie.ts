import type { HistorieIntervall, Tageszeitraum } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { historieQuery } from '../../../shared/abfragen/endpunkte.ts';

export { historieQuery };
export const useHistorie = (vertragId: string, intervall: HistorieIntervall, zeitraum: Tageszeitraum) => useQuery(historieQuery(vertragId, intervall, zeitraum));
