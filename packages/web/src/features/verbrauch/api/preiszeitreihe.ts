import { useQuery } from '@tanstack/react-query';
import { preiszeitreiheQuery } from '../../../shared/abfragen/endpunkte.ts';

export { preiszeitreiheQuery };
export const usePreiszeitreihe = (von: string, bis: string) => useQuery(preiszeitreiheQuery(von, bis));
