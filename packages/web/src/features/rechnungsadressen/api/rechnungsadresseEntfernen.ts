import { rechnungsadressenApi, texte, type ListenAktion } from '@ekp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** SPEC §4 löschen (future) or beenden (current or past) of a contract's address; the lists reload on success. */
export function useRechnungsadresseEntfernen(vertragId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, aktion }: { id: string; aktion: ListenAktion }) =>
      aktion === 'loeschen'
        ? api(rechnungsadressenApi.vertragLoeschen, { params: { vertragId, id }, fallback: texte.listen.rechnungsadresseNichtGeloescht })
        : api(rechnungsadressenApi.vertragBeenden, { params: { vertragId, id }, fallback: texte.listen.rechnungsadresseNichtBeendet }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rechnungsadressen'] }),
  });
}
