import { istAktuell, texte, type DatierterEintrag, type ListenAktion } from '@ekp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { useHeute } from '../zeit/useHeute.ts';
import type { DatierteEintraegeArt } from './art.ts';

type Art<T extends DatierterEintrag> = DatierteEintraegeArt<T, unknown>;

/** The current customer-wide entry, or null when there is none (the server answers 204). */
export const aktuelleQuery = <T extends DatierterEintrag>(art: Art<T>) =>
  queryOptions({
    queryKey: [art.begriff, 'aktuelle'],
    queryFn: async ({ signal }): Promise<T | null> => (await api(art.api.aktuelle, { signal, fallback: texte.listen.fehler })) ?? null,
  });

/** Every entry of the customer, customer-wide and contract-specific (the overview hint needs both). */
export const alleQuery = <T extends DatierterEintrag>(art: Art<T>) =>
  queryOptions({
    queryKey: [art.begriff, 'alle'],
    queryFn: ({ signal }): Promise<T[]> => api(art.api.alle, { signal, fallback: texte.listen.fehler }),
  });

export const eintraegeJeVertragQuery = <T extends DatierterEintrag>(art: Art<T>, vertragId: string) =>
  queryOptions({
    queryKey: [art.begriff, 'vertrag', vertragId],
    queryFn: ({ signal }): Promise<T[]> => api(art.api.vertragAlle, { params: { vertragId }, signal, fallback: texte.listen.fehler }),
  });

export const useAktuelle = <T extends DatierterEintrag>(art: Art<T>) => useQuery(aktuelleQuery(art));
export const useAlle = <T extends DatierterEintrag>(art: Art<T>) => useQuery(alleQuery(art));
export const useVertragEintraege = <T extends DatierterEintrag>(art: Art<T>, vertragId: string) => useQuery(eintraegeJeVertragQuery(art, vertragId));

/**
 * The entry a new one starts from: the contract's current one, else the customer's (SPEC §2 prefill).
 * `fehlgeschlagen` when a load failed; `geladen` once both answered.
 */
export function useVorlage<T extends DatierterEintrag>(art: Art<T>, vertragId?: string) {
  const heute = useHeute();
  const kunde = useQuery(aktuelleQuery(art));
  const vertrag = useQuery({ ...eintraegeJeVertragQuery(art, vertragId ?? ''), enabled: Boolean(vertragId) });
  return {
    fehlgeschlagen: kunde.isError || vertrag.isError,
    geladen: kunde.isSuccess && (!vertragId || vertrag.isSuccess),
    vorlage: vertrag.data?.find((e) => istAktuell(e, heute)) ?? kunde.data ?? null,
  };
}

/** Creates a customer-wide entry, or a contract's one when vertragId is given; every list of the kind reloads. */
export function useAnlegen<T extends DatierterEintrag, F>(art: DatierteEintraegeArt<T, F>, vertragId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eingabe: F) =>
      vertragId
        ? api(art.api.vertragAnlegen, { params: { vertragId }, body: eingabe, fallback: art.texte.speicherFehler })
        : api(art.api.anlegen, { body: eingabe, fallback: art.texte.speicherFehler }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [art.begriff] }),
  });
}

/** SPEC §4 löschen (future) or beenden (current or past) of a contract's entry; the lists reload. */
export function useEntfernen<T extends DatierterEintrag>(art: Art<T>, vertragId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, aktion }: { id: string; aktion: ListenAktion }) =>
      aktion === 'loeschen'
        ? api(art.api.vertragLoeschen, { params: { vertragId, id }, fallback: art.texte.nichtGeloescht })
        : api(art.api.vertragBeenden, { params: { vertragId, id }, fallback: art.texte.nichtBeendet }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [art.begriff] }),
  });
}
