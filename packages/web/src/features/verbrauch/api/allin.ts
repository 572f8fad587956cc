import { sparenKoepfe } from '@ekp/contract/aufrufe';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

// Issue 30: the price page's all-in series and cheapest window (the contract's endpoints). A contract
// without a dynamic tariff answers 422, which is final: the page then shows the exchange price only.
const allinQuery = (vertragId: string, von: string, bis: string) =>
  queryOptions({
    queryKey: ['sparen', 'allin', vertragId, von, bis],
    queryFn: ({ signal }) => api(sparenKoepfe.allinPreise, { params: { vertragId }, query: { von, bis }, signal }),
    retry: false,
  });

const fensterQuery = (vertragId: string, stunden: number) =>
  queryOptions({
    queryKey: ['sparen', 'fenster', vertragId, `PT${stunden}H`],
    queryFn: ({ signal }) => api(sparenKoepfe.guenstigstesFenster, { params: { vertragId }, query: { dauer: `PT${stunden}H` }, signal }),
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useAllinPreise = (vertragId: string, von: string, bis: string) => useQuery(allinQuery(vertragId, von, bis));
export const useGuenstigstesFenster = (vertragId: string, stunden: number) => useQuery(fensterQuery(vertragId, stunden));
