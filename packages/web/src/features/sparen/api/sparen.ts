import { sparenKoepfe } from '@ekp/contract/aufrufe';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** The tariff comparison over the default period (the last 12 complete months). */
const vergleichQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['sparen', 'tarifvergleich', vertragId], queryFn: ({ signal }) => api(sparenKoepfe.tarifvergleich, { params: { vertragId }, signal }) });

export const useTarifvergleich = (vertragId: string) => useQuery(vergleichQuery(vertragId));
