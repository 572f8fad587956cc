import { bankverbindungenApi, texte, type BankverbindungFormular } from '@ekp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** Creates a customer-wide bank account, or a contract's one when vertragId is given; every list reloads. */
export function useBankverbindungAnlegen(vertragId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (konto: BankverbindungFormular) =>
      vertragId
        ? api(bankverbindungenApi.vertragAnlegen, { params: { vertragId }, body: konto, fallback: texte.listen.bankSpeicherFehler })
        : api(bankverbindungenApi.anlegen, { body: konto, fallback: texte.listen.bankSpeicherFehler }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bankverbindungen'] }),
  });
}
