import { useQuery } from '@tanstack/react-query';
import { alleDokumenteQuery, vertragDokumenteQuery } from '../../../shared/abfragen/endpunkte.ts';

/** All documents of the customer, or only those of one contract. */
export const useDokumente = (vertragId?: string) => useQuery(vertragId ? vertragDokumenteQuery(vertragId) : alleDokumenteQuery());
