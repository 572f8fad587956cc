import { kuendigungOeffentlichApi, pfadMit, type KuendigungOeffentlichAntrag } from '@ekp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** POST /kuendigung without a session (§312k BGB); the answer is the receipt. */
export function useKuendigungEinreichen() {
  return useMutation({
    mutationFn: (antrag: KuendigungOeffentlichAntrag) => api(kuendigungOeffentlichApi.einreichen, { body: antrag }),
  });
}

/** The PDF as a plain link: it downloads without script and works after the tab was reloaded too. */
export function bestaetigungUrl(apiBasis: string, eingangsnummer: string, schluessel: string): string {
  const pfad = pfadMit(kuendigungOeffentlichApi.bestaetigung.pfad, { eingangsnummer });
  return `${apiBasis.replace(/\/+$/, '')}${pfad}?schluessel=${encodeURIComponent(schluessel)}`;
}
