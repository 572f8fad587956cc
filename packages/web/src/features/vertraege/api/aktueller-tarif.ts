import { vertraegeApi, vertraegeTexte } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiFehler } from '../../../shared/api/client.ts';

/** GET /{v}/aktueller_tarif; 404 with SPEC's "kein Tarif" text when none applies now. */
export const aktuellerTarifQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['vertrag', vertragId, 'aktueller_tarif'],
    queryFn: ({ signal }) => api(vertraegeApi.aktuellerTarif, { params: { vertragId }, signal, fallback: vertraegeTexte.keinTarif }),
  });

export const useAktuellerTarif = (vertragId: string) => useQuery(aktuellerTarifQuery(vertragId));

/** The server's "no tariff applies now" answer, as opposed to a failed load. */
export function istKeinTarif(fehler: unknown): boolean {
  return fehler instanceof ApiFehler && fehler.status === 404 && fehler.message === vertraegeTexte.keinTarif;
}
