import { bankverbindungenApi, texte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** The current customer-wide bank account, or null when there is none (the server answers 204). */
export const aktuelleBankverbindungQuery = () =>
  queryOptions({
    queryKey: ['bankverbindungen', 'aktuelle'],
    queryFn: async ({ signal }) => (await api(bankverbindungenApi.aktuelle, { signal, fallback: texte.listen.fehler })) ?? null,
  });

export const useAktuelleBankverbindung = () => useQuery(aktuelleBankverbindungQuery());
