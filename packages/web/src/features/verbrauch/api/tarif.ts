import { useQuery } from '@tanstack/react-query';
import { aktuellerTarifQuery } from '../../../shared/abfragen/endpunkte.ts';

/** The contract's current tariff, for its feed-in rate in the history; 404 (no tariff now) is final. */
export const useEinspeiseTarif = (vertragId: string) => useQuery({ ...aktuellerTarifQuery(vertragId), retry: false });
