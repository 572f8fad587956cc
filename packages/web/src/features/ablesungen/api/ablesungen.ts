import { useQuery } from '@tanstack/react-query';
import { ablesungenQuery } from '../../../shared/abfragen/endpunkte.ts';

export { ablesungenQuery };
export const useAblesungen = (vertragId: string) => useQuery(ablesungenQuery(vertragId));
