import { ablesungenKoepfe, texte } from '@ekp/contract/aufrufe';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

// Issue 34: the ablesungen endpoints' queries, shared (see vertraege.ts).

/**
 * GET {v}/zaehler: the contract's meter; 404 when it has none (it then cannot take a reading). The reading
 * screens pass SPEC §8's text; the home page shows none (its texts stay out of the zod-free chunk).
 */
export const zaehlerQuery = (vertragId: string, fallback?: string) =>
  queryOptions({
    queryKey: ['ablesungen', 'zaehler', vertragId],
    queryFn: ({ signal }) => api(ablesungenKoepfe.zaehler, { params: { vertragId }, signal, ...(fallback ? { fallback } : {}) }),
  });

/** GET {v}/ablesungen: the contract's readings. */
export const ablesungenQuery = (vertragId: string) =>
  queryOptions({
    queryKey: ['ablesungen', 'liste', vertragId],
    queryFn: ({ signal }) => api(ablesungenKoepfe.liste, { params: { vertragId }, query: {}, signal, fallback: texte.listen.fehler }),
  });
