import { sparenKoepfe } from '@ekp/contract/aufrufe';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

// Issue 34: issue 30's price endpoints, shared (see vertraege.ts). A contract without a dynamic tariff, or
// without prices, answers 422, which is final.

/** The all-in price of every quarter hour starting in [von, bis). */
export const allinQuery = (vertragId: string, von: string, bis: string) =>
  queryOptions({
    queryKey: ['sparen', 'allin', vertragId, von, bis],
    queryFn: ({ signal }) => api(sparenKoepfe.allinPreise, { params: { vertragId }, query: { von, bis }, signal }),
    retry: false,
  });

/** The cheapest window of the given whole hours among the known all-in prices. */
export const fensterQuery = (vertragId: string, stunden: number) =>
  queryOptions({
    queryKey: ['sparen', 'fenster', vertragId, `PT${stunden}H`],
    queryFn: ({ signal }) => api(sparenKoepfe.guenstigstesFenster, { params: { vertragId }, query: { dauer: `PT${stunden}H` }, signal }),
    retry: false,
  });
