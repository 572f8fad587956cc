import { ablesungenTexte } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { zaehlerQuery as geteilt } from '../../../shared/abfragen/endpunkte.ts';

export const zaehlerQuery = (vertragId: string) => geteilt(vertragId, ablesungenTexte.zaehlerLadefehler);
export const useZaehler = (vertragId: string) => useQuery(zaehlerQuery(vertragId));
