import { useQuery } from '@tanstack/react-query';
import { vertragQuery } from '../../../shared/abfragen/endpunkte.ts';

/** The contract's "Daten vollständig bis" (end of its last consumption quarter hour; null without interval data). */
export const useDatenBis = (vertragId: string) => useQuery({ ...vertragQuery(vertragId), select: (v) => v.datenBis }).data ?? null;
