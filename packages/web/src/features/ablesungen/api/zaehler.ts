import { ablesungenTexte } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { zaehlerQuery } from '../../../shared/abfragen/endpunkte.ts';

/** The contract's meter with the reading screens' own failure text (SPEC §8). */
export const useZaehler = (vertragId: string) => useQuery(zaehlerQuery(vertragId, ablesungenTexte.zaehlerLadefehler));
