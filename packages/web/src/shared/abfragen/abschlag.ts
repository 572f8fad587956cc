import { abschlagKoepfe, sparenKoepfe } from '@ekp/contract/aufrufe';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

// Issue 34: the instalment and the forecast of the annual bill, shared (see vertraege.ts).

/** A contract without an instalment answers 404, which is final. */
export const abschlagQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['abschlag', vertragId],
    queryFn: ({ signal }) => api(abschlagKoepfe.lesen, { params: { vertragId }, signal }),
    retry: false,
  });

/** Issue 30: the forecast of the annual bill; 422 without data is final. */
export const prognoseQuery = (vertragId: string) =>
  queryOptions({ queryKey: ['sparen', 'prognose', vertragId], queryFn: ({ signal }) => api(sparenKoepfe.prognose, { params: { vertragId }, signal }), retry: false });
