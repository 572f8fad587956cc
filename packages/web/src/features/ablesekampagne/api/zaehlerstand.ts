import { ablesekampagneApi, type ZaehlerstandMelden } from '@ekp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** The code goes in the body only: never in a URL the server or a proxy could log. */
export function useCodePruefen() {
  return useMutation({ mutationFn: (code: string) => api(ablesekampagneApi.pruefen, { body: { code } }) });
}

export function useZaehlerstandMelden() {
  return useMutation({ mutationFn: (meldung: ZaehlerstandMelden) => api(ablesekampagneApi.melden, { body: meldung }) });
}
