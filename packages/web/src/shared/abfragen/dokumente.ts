import { dokumenteKoepfe, dokumenteTexte } from '@ekp/contract/aufrufe';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

// Issue 34: the dokumente endpoints' queries, shared (see vertraege.ts).

export const alleDokumenteQuery = () =>
  queryOptions({
    queryKey: ['dokumente', 'alle'],
    queryFn: ({ signal }) => api(dokumenteKoepfe.alle, { signal, fallback: dokumenteTexte.ladefehler }),
  });

export const vertragDokumenteQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['dokumente', 'vertrag', vertragId],
    queryFn: ({ signal }) => api(dokumenteKoepfe.vertrag, { params: { vertragId }, signal, fallback: dokumenteTexte.ladefehler }),
  });
