import { sicherheitApi } from '@ekp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

const SCHLUESSEL = ['sicherheit'] as const;

export const useSicherheit = () => useQuery({ queryKey: SCHLUESSEL, queryFn: ({ signal }) => api(sicherheitApi.lesen, { signal }) });

export const useEinrichten = () => useMutation({ mutationFn: () => api(sicherheitApi.einrichten) });

export function useBestaetigen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { code: string; passwort: string }) => api(sicherheitApi.bestaetigen, { body: b }),
    onSuccess: () => qc.setQueryData(SCHLUESSEL, { zweiterFaktorAktiv: true }),
  });
}

export function useAbschalten() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { passwort: string; code: string }) => api(sicherheitApi.abschalten, { body: b }),
    onSuccess: () => qc.setQueryData(SCHLUESSEL, { zweiterFaktorAktiv: false }),
  });
}
