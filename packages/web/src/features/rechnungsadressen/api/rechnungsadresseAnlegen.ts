import { rechnungsadressenApi, texte, type RechnungsadresseFormular } from '@ekp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** Creates a customer-wide address, or a contract's one when vertragId is given; every address list reloads. */
export function useRechnungsadresseAnlegen(vertragId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adresse: RechnungsadresseFormular) =>
      vertragId
        ? api(rechnungsadressenApi.vertragAnlegen, { params: { vertragId }, body: adresse, fallback: texte.listen.bankSpeicherFehler })
        : api(rechnungsadressenApi.anlegen, { body: adresse, fallback: texte.listen.bankSpeicherFehler }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rechnungsadressen'] }),
  });
}
