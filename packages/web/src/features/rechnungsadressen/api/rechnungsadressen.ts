import { rechnungsadressenApi, texte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** Every address of the customer, customer-wide and contract-specific (the overview hint needs both). */
export const rechnungsadressenQuery = () =>
  queryOptions({
    queryKey: ['rechnungsadressen', 'alle'],
    queryFn: ({ signal }) => api(rechnungsadressenApi.alle, { signal, fallback: texte.listen.fehler }),
  });

export const useRechnungsadressen = () => useQuery(rechnungsadressenQuery());
