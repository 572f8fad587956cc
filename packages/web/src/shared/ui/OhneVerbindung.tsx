import { texte } from '@ekp/contract/ohne-zod';
import { useEffect, useSyncExternalStore } from 'react';
import { Meldung } from './Meldung.tsx';

function abonnieren(melden: () => void): () => void {
  window.addEventListener('online', melden);
  window.addEventListener('offline', melden);
  return () => {
    window.removeEventListener('online', melden);
    window.removeEventListener('offline', melden);
  };
}

/** Whether the browser believes it has a network connection (navigator.onLine, kept up to date). */
export function useVerbunden(): boolean {
  return useSyncExternalStore(
    abonnieren,
    () => navigator.onLine,
    () => true,
  );
}

// A form sent while offline goes nowhere: stopped before React's own listener (on the root) sees it.
function absendenVerhindern(e: Event): void {
  e.preventDefault();
  e.stopPropagation();
}

/**
 * Once for every form of the portal: while the browser is offline, every send button
 * reads "Keine Verbindung – bitte später senden" and looks disabled (styles.css, `html[data-ohne-verbindung]`),
 * a submit is stopped instead of being queued to go out later, and a message says why. Mounted once in the
 * layout, so no form needs to know about it; mutations fail at once offline too (Abfragen.tsx).
 */
export function OhneVerbindung() {
  const verbunden = useVerbunden();
  useEffect(() => {
    if (verbunden) return;
    const html = document.documentElement;
    html.dataset.ohneVerbindung = '';
    html.style.setProperty('--ohne-verbindung', JSON.stringify(texte.allgemein.ohneVerbindung));
    document.addEventListener('submit', absendenVerhindern, true);
    return () => {
      delete html.dataset.ohneVerbindung;
      document.removeEventListener('submit', absendenVerhindern, true);
    };
  }, [verbunden]);
  return verbunden ? null : <Meldung art="warnung">{texte.allgemein.ohneVerbindungHinweis}</Meldung>;
}
