import { bankverbindungenApi, texte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** Every bank account of the customer, customer-wide and contract-specific (the overview hint needs both). */
export const bankverbindungenQuery = () =>
  queryOptions({
    queryKey: ['bankverbindungen', 'alle'],
    queryFn: ({ signal }) => api(bankverbindungenApi.alle, { signal, fallback: texte.listen.fehler }),
  });

export const useBankverbindungen = () => useQuery(bankverbindungenQuery());
