import { useQuery } from '@tanstack/react-query';
import { zaehlerQuery } from '../../../shared/abfragen/ablesungen.ts';

export { zaehlerQuery };
export const useZaehler = (vertragId: string) => useQuery(zaehlerQuery(vertragId));
