import { ablesungenApi, ablesungenTexte, type AblesungAnlegen } from '@ekp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { kampagnenAufgabenQuery } from '../../../shared/abfragen/endpunkte.ts';
import { ablesungenQuery } from './ablesungen.ts';

/** SPEC §4 reading submit; the contract's list and the home page's campaign tasks are reloaded afterwards. */
export function useAblesungAnlegen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vertragId, ablesung }: { vertragId: string; ablesung: AblesungAnlegen }) =>
      api(ablesungenApi.anlegen, { params: { vertragId }, body: ablesung, fallback: ablesungenTexte.uebertragungFehler }),
    onSuccess: (_antwort, { vertragId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ablesungenQuery(vertragId).queryKey }), queryClient.invalidateQueries({ queryKey: kampagnenAufgabenQuery().queryKey })]),
  });
}
