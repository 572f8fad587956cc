import { abrechnungsinformationApi, abrechnungsinformationKoepfe, abrechnungsinformationTexte as t } from '@ekp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, herunterladen } from '../../../shared/api/client.ts';

export const listeQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['abrechnungsinformation', vertragId], queryFn: ({ signal }) => api(abrechnungsinformationKoepfe.liste, { params: { vertragId }, signal }), retry: false });

export const eineQuery = (vertragId: string, id: string) =>
  queryOptions({ queryKey: ['abrechnungsinformation', vertragId, id], queryFn: ({ signal }) => api(abrechnungsinformationKoepfe.eine, { params: { vertragId, id }, signal }), retry: false });

export const useListe = (vertragId: string) => useQuery(listeQuery(vertragId));
export const useEine = (vertragId: string, id: string) => useQuery(eineQuery(vertragId, id));

/** POST answers the new information; the list is read again. */
export function useAnfordern(vertragId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(abrechnungsinformationApi.anfordern, { params: { vertragId }, body: { zeitraum: 'SEIT_LETZTER_ABRECHNUNG' } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listeQuery(vertragId).queryKey }),
  });
}

/** The PDF as a file download. */
export async function pdfHerunterladen(vertragId: string, id: string): Promise<void> {
  const { blob, dateiname } = await herunterladen(abrechnungsinformationApi.pdf, { params: { vertragId, id }, fallback: t.ladefehler });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = dateiname ?? t.dateiname(id);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
