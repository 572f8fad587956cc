import { ablesungenApi, texte, type PlausibilisierungAnfrage } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/client.ts';

/** Ask the server only once typing has paused. */
const PAUSE_MS = 400;

/**
 * The server's verdict on a complete draft, shown before submitting. `entwurf` is undefined
 * while the draft is incomplete or invalid; then nothing is asked and nothing shown. A failed check shows
 * nothing either: the submit itself checks everything again.
 */
export function usePlausibilitaet(vertragId: string | undefined, entwurf: PlausibilisierungAnfrage | undefined) {
  // The draft travels as its JSON text: equal content, equal key, no new request.
  const schluessel = vertragId && entwurf ? JSON.stringify(entwurf) : '';
  const [beruhigt, setBeruhigt] = useState('');
  useEffect(() => {
    const uhr = setTimeout(() => setBeruhigt(schluessel), PAUSE_MS);
    return () => clearTimeout(uhr);
  }, [schluessel]);
  const abfrage = useQuery({
    queryKey: ['ablesungen', 'plausibilitaet', vertragId, beruhigt],
    queryFn: ({ signal }) =>
      api(ablesungenApi.plausibilisieren, {
        params: { vertragId: vertragId! },
        body: JSON.parse(beruhigt) as PlausibilisierungAnfrage,
        signal,
        fallback: texte.allgemein.unbekannterFehler,
      }),
    enabled: beruhigt !== '' && vertragId !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  return beruhigt !== '' && beruhigt === schluessel ? abfrage.data : undefined;
}
