import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { allinQuery, fensterQuery } from '../../../shared/abfragen/endpunkte.ts';

// The price page's all-in series and cheapest window. A contract without a dynamic tariff answers
// 422, which is final: the page then shows the exchange price only.
export const useAllinPreise = (vertragId: string, von: string, bis: string) => useQuery(allinQuery(vertragId, von, bis));
export const useGuenstigstesFenster = (vertragId: string, stunden: number) => useQuery({ ...fensterQuery(vertragId, stunden), placeholderData: keepPreviousData });
