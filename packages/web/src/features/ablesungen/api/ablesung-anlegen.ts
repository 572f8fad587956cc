import { ablesungenApi, ablesungenTexte, type AblesungAnlegen } from '@ekp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { ablesungenQuery } from './ablesungen.ts';

/** SPEC §4 reading submit; the contract's list is reloaded afterwards. */
export function useAblesungAnlegen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vertragId, ablesung }: { vertragId: string; ablesung: AblesungAnlegen }) =>
      api(ablesungenApi.anlegen, { params: { vertragId }, body: ablesung, fallback: ablesungenTexte.uebertragungFehler }),
    onSuccess: (_antwort, { vertragId }) => queryClient.invalidateQueries({ queryKey: ablesungenQuery(vertragId).queryKey }),
  });
}
