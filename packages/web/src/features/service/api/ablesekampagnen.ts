import { serviceApi } from '@ekp/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, herunterladen } from '../../../shared/api/client.ts';

export interface OffeneFilter {
  suche: string;
  konto: 'alle' | 'mit' | 'ohne';
  seite: number;
}

export const useKampagnen = () => useQuery({ queryKey: ['service', 'ablesekampagnen'], queryFn: () => api(serviceApi.ablesekampagnen) });

export const useKampagnenStand = (id: number | undefined) =>
  useQuery({ queryKey: ['service', 'ablesekampagne', id], queryFn: () => api(serviceApi.ablesekampagne, { params: { kampagneId: id! } }), enabled: id !== undefined });

export const useOffene = (id: number | undefined, f: OffeneFilter) =>
  useQuery({
    queryKey: ['service', 'ablesekampagne', id, 'offen', f],
    queryFn: () => api(serviceApi.ablesekampagneOffen, { params: { kampagneId: id! }, query: f }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });

/** After a reminder or a phone reading the progress and the open list are read again. */
function useNeuLaden(id: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['service', 'ablesekampagne', id] });
}

export function useErinnern(id: number) {
  const neu = useNeuLaden(id);
  return useMutation({ mutationFn: () => api(serviceApi.ablesekampagneErinnern, { params: { kampagneId: id } }), onSuccess: neu });
}

export interface TelefonAblesung {
  ablesedatum: string;
  ablesewerte: Record<string, number>;
  trotzdem?: boolean;
}

export function useTelefonErfassen(id: number, vertragId: string) {
  const neu = useNeuLaden(id);
  return {
    senden: (body: TelefonAblesung) => api(serviceApi.ablesekampagneTelefon, { params: { kampagneId: id, vertragId }, body }),
    fertig: neu,
  };
}

/** The open contracts of the filter as the semicolon CSV for the letter shop, saved as a file. */
export async function offeneAlsCsv(id: number, f: Omit<OffeneFilter, 'seite'>): Promise<void> {
  const { blob, dateiname } = await herunterladen(serviceApi.ablesekampagneOffen, { params: { kampagneId: id }, query: { ...f, seite: 1 }, headers: { accept: 'text/csv' } });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = dateiname ?? 'ablesung-offen.csv';
  a.click();
  URL.revokeObjectURL(a.href);
}
