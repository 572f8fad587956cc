import { anschlussnutzerApi, anschlussnutzerTexte, type Kontaktdaten } from '@ekp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** SPEC §7 PUT /anschlussnutzer/kontaktdatenAktualisieren; answers the updated Anschlussnutzer. */
export function useKontaktdatenAktualisieren() {
  return useMutation({
    mutationFn: (daten: Kontaktdaten) => api(anschlussnutzerApi.kontaktdatenAktualisieren, { body: daten, fallback: anschlussnutzerTexte.kontaktdatenSpeicherFehler }),
  });
}
