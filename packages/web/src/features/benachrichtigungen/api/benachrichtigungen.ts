import { BENACHRICHTIGUNGEN_GEAENDERT, benachrichtigungenApi, type BenachrichtigungsEinstellungen as Einstellungen, type PushAbo } from '@ekp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const listeAbfrage = queryOptions({ queryKey: ['benachrichtigungen', 'liste'], queryFn: () => api(benachrichtigungenApi.liste, {}) });
export const einstellungenAbfrage = queryOptions({ queryKey: ['benachrichtigungen', 'einstellungen'], queryFn: () => api(benachrichtigungenApi.einstellungen, {}) });

export const useBenachrichtigungen = () => useQuery(listeAbfrage);
export const useEinstellungen = () => useQuery(einstellungenAbfrage);

export function useGelesen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(benachrichtigungenApi.gelesen, { params: { id } }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: listeAbfrage.queryKey });
      window.dispatchEvent(new Event(BENACHRICHTIGUNGEN_GEAENDERT));
    },
  });
}

export function useEinstellungenSpeichern() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (e: Einstellungen) => api(benachrichtigungenApi.einstellungenSpeichern, { body: e }),
    onSuccess: (daten) => qc.setQueryData(einstellungenAbfrage.queryKey, daten),
  });
}

export function usePushAnmelden() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (abo: PushAbo) => api(benachrichtigungenApi.pushAnmelden, { body: abo }),
    onSuccess: () => qc.invalidateQueries({ queryKey: einstellungenAbfrage.queryKey }),
  });
}

export function usePushAbmelden() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pushId: string) => api(benachrichtigungenApi.pushAbmelden, { params: { pushId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: einstellungenAbfrage.queryKey }),
  });
}
