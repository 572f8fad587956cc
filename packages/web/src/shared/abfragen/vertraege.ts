import { vertraegeKoepfe, vertraegeTexte } from '@ekp/contract/aufrufe';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

// Issue 34: one query factory per contract endpoint, shared by every feature that reads it, so no feature
// builds another feature's cache key by string and every screen shares the cached answer.

/** GET /{v}: the contract master data; SPEC §8 names the per-screen fallback text. */
export const vertragQuery = (vertragId: string, fallback: string = vertraegeTexte.stammdatenFallback) =>
  queryOptions({
    queryKey: ['vertrag', vertragId],
    queryFn: ({ signal }) => api(vertraegeKoepfe.lesen, { params: { vertragId }, signal, fallback }),
  });

/** GET /{v}/aktueller_tarif; 404 with SPEC's "kein Tarif" text when none applies now. */
export const aktuellerTarifQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['vertrag', vertragId, 'aktueller_tarif'],
    queryFn: ({ signal }) => api(vertraegeKoepfe.aktuellerTarif, { params: { vertragId }, signal, fallback: vertraegeTexte.keinTarif }),
  });
