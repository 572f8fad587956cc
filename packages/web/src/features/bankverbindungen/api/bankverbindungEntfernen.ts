import { bankverbindungenApi, texte, type ListenAktion } from '@ekp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** SPEC §4 löschen (future) or beenden (current or past) of a contract's bank account; the lists reload. */
export function useBankverbindungEntfernen(vertragId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, aktion }: { id: string; aktion: ListenAktion }) =>
      aktion === 'loeschen'
        ? api(bankverbindungenApi.vertragLoeschen, { params: { vertragId, id }, fallback: texte.listen.bankverbindungNichtGeloescht })
        : api(bankverbindungenApi.vertragBeenden, { params: { vertragId, id }, fallback: texte.listen.bankverbindungNichtBeendet }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bankverbindungen'] }),
  });
}
