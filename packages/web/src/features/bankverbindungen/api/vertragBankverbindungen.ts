import { bankverbindungenApi, texte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const vertragBankverbindungenQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['bankverbindungen', 'vertrag', vertragId],
    queryFn: ({ signal }) => api(bankverbindungenApi.vertragAlle, { params: { vertragId }, signal, fallback: texte.listen.fehler }),
  });

export const useVertragBankverbindungen = (vertragId: string) => useQuery(vertragBankverbindungenQuery(vertragId));
