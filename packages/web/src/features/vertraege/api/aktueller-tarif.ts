import { vertraegeTexte } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { aktuellerTarifQuery } from '../../../shared/abfragen/endpunkte.ts';
import { ApiFehler } from '../../../shared/api/client.ts';

export { aktuellerTarifQuery };

export const useAktuellerTarif = (vertragId: string) => useQuery(aktuellerTarifQuery(vertragId));

/** The server's "no tariff applies now" answer, as opposed to a failed load. */
export function istKeinTarif(fehler: unknown): boolean {
  return fehler instanceof ApiFehler && fehler.status === 404 && fehler.message === vertraegeTexte.keinTarif;
}
