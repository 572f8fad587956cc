import { kontaktApi, kontaktTexte, type Kontaktanfrage } from '@ekp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export function useKontaktanfrageSenden() {
  return useMutation({
    mutationFn: (anfrage: Kontaktanfrage) => api(kontaktApi.anfrage, { body: anfrage, fallback: kontaktTexte.fehler }),
  });
}
