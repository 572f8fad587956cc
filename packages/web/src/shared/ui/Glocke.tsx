import { BENACHRICHTIGUNGEN_GEAENDERT, benachrichtigungenKoepfe } from '@ekp/contract/ohne-zod';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { api } from '../api/client.ts';

/** The last count, so the bell keeps its number while the navigation remounts it on a page change. */
let letzteZahl = 0;

/**
 * The bell with the number of unread notifications, on every signed-in page. It asks again on
 * every page change (the navigation keys it by path) and when the centre marked something read; a failed ask
 * keeps the count. No timer: every answer slides the session, so polling would keep an idle session alive
 * for ever and defeat the 15-minute idle timeout.
 */
export function Glocke() {
  const [ungelesen, setUngelesen] = useState(letzteZahl);
  useEffect(() => {
    let aktiv = true;
    const zaehlen = () =>
      api(benachrichtigungenKoepfe.liste)
        .then((liste) => {
          letzteZahl = liste.filter((b) => !b.gelesen).length;
          if (aktiv) setUngelesen(letzteZahl);
        })
        .catch(() => undefined);
    void zaehlen();
    window.addEventListener(BENACHRICHTIGUNGEN_GEAENDERT, zaehlen);
    return () => {
      aktiv = false;
      window.removeEventListener(BENACHRICHTIGUNGEN_GEAENDERT, zaehlen);
    };
  }, []);
  const name = ungelesen === 0 ? 'Benachrichtigungen' : `Benachrichtigungen, ${ungelesen} ungelesen`;
  return (
    <Link to="/benachrichtigungen" className="glocke" aria-label={name} activeProps={{ 'aria-current': 'page' }}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {ungelesen > 0 && (
        <span className="glocke-zahl" aria-hidden="true">
          {ungelesen > 99 ? '99+' : ungelesen}
        </span>
      )}
    </Link>
  );
}
