import { useQuery } from '@tanstack/react-query';
import { vertragQuery } from '../../../shared/abfragen/endpunkte.ts';

export { vertragQuery };
export const useVertrag = (vertragId: string, fallback?: string) => useQuery(vertragQuery(vertragId, fallback));
