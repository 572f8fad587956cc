import { ablesungenApi, ablesungenTexte, anschlussnutzerApi, type Zaehler } from '@ekp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiFehler } from '../../../shared/api/client.ts';

export interface ZaehlerDesVertrags {
  vertragId: string;
  zaehler: Zaehler;
}

/**
 * SPEC §2 /ablesung: every meter of every contract of the customer (GET /anschlussnutzer for the contract
 * ids, then {v}/zaehler each). A contract without a meter (404) is left out; any other failure is the
 * meter load error.
 */
async function alleZaehlerLaden(signal: AbortSignal): Promise<ZaehlerDesVertrags[]> {
  const fallback = ablesungenTexte.zaehlerLadefehler;
  const kunde = await api(anschlussnutzerApi.lesen, { signal, fallback });
  const ergebnisse = await Promise.all(
    kunde.vertraege.map(async (vertragId) => {
      try {
        return { vertragId, zaehler: await api(ablesungenApi.zaehler, { params: { vertragId }, signal, fallback }) };
      } catch (fehler) {
        if (fehler instanceof ApiFehler && fehler.status === 404) return undefined;
        throw fehler;
      }
    }),
  );
  return ergebnisse.filter((e): e is ZaehlerDesVertrags => e !== undefined);
}

export const alleZaehlerQuery = () => queryOptions({ queryKey: ['ablesungen', 'alleZaehler'], queryFn: ({ signal }) => alleZaehlerLaden(signal) });

export const useAlleZaehler = () => useQuery(alleZaehlerQuery());
