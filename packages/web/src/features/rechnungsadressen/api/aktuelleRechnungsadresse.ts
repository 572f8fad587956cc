import { rechnungsadressenApi, texte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** The current customer-wide address, or null when there is none (the server answers 204). */
export const aktuelleRechnungsadresseQuery = () =>
  queryOptions({
    queryKey: ['rechnungsadressen', 'aktuelle'],
    queryFn: async ({ signal }) => (await api(rechnungsadressenApi.aktuelle, { signal, fallback: texte.listen.fehler })) ?? null,
  });

export const useAktuelleRechnungsadresse = () => useQuery(aktuelleRechnungsadresseQuery());
