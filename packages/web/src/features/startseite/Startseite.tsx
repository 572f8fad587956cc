import { anzeigename, anzeigestatus } from '@ekp/contract/aufrufe';
import type { Vertrag } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Ladeanzeige } from '../../shared/ui/Meldung.tsx';
import { Seite } from '../../shared/ui/Seite.tsx';
import { useKartenBereit, useVertraegeImCache } from './api/karte.ts';
import { useAnschlussnutzer } from '../../shared/anschlussnutzer/anschlussnutzer.ts';
import { VertraegeKompakt } from './components/VertraegeKompakt.tsx';
import { VertragsKarte } from './components/VertragsKarte.tsx';
import './startseite.css';

// SPEC §1 landing page buttons. Paths are strings: their screens live in their own features.
const KACHELN: Array<[string, string]> = [
  ['/ablesung', 'Zählerstand erfassen'],
  ['/daten/uebersicht', 'Datenübersicht'],
  ['/dokumente', 'Dokumente'],
  ['/vertraege', 'Verträge'],
  ['/kontaktanfrage', 'Kontakt'],
  ['/passwort/aendern', 'Passwort ändern'],
  ['/sicherheit', 'Sicherheit'],
];

/** Issue 31 item 8: terminated, ended and cancelled contracts go to the compact list, the others get a card. */
const IM_RUECKBLICK = new Set(['GEKUENDIGT', 'BEENDET', 'STORNIERT']);

/**
 * SPEC §1 landing page: the greeting, SPEC's actions (issue 31 item 8: the tasks first, as a phone shows
 * them without scrolling), a card per active contract (issue #14 item 10), then the other contracts as one
 * compact list.
 */
export function Startseite() {
  const { data, isPending, isError } = useAnschlussnutzer();
  const [jetzt] = useState(() => new Date());
  const bereit = useKartenBereit(isError ? { vertraege: [] } : data, jetzt);
  const vertraege = useVertraegeImCache(data?.vertraege ?? [], bereit);
  const aktiv = (data?.vertraege ?? []).filter((_, i) => !rueckblick(vertraege[i]));
  const frueher = vertraege.filter((v): v is Vertrag => rueckblick(v));
  if (isPending) {
    return (
      <div className="startseite-laden">
        <Ladeanzeige />
      </div>
    );
  }
  const name = data ? anzeigename(data) : '';
  return (
    <Seite titel={name ? `Willkommen, ${name}` : 'Willkommen'}>
      {/* Issue 11: the greeting stands as soon as the customer is known (the page's largest text, so its
          LCP); below it one placeholder a screen high keeps the footer out of view until every card has
          answered, then cards and actions appear together and nothing visible moves. */}
      {!bereit ? (
        <div className="startseite-laden">
          <Ladeanzeige />
        </div>
      ) : (
        <>
          <h2 className="startseite-aktionen">Was möchten Sie tun?</h2>
          <ul className="kacheln startseite-kacheln">
            {KACHELN.map(([pfad, text]) => (
              <li key={pfad}>
                <Link to={pfad as '/'} className="knopf knopf-kachel">
                  {text}
                </Link>
              </li>
            ))}
          </ul>
          {aktiv.length > 0 && (
            <section aria-labelledby="startseite-vertraege">
              <h2 id="startseite-vertraege" className="nur-vorleser">
                Ihre Verträge
              </h2>
              <ul className="startseite-karten">
                {aktiv.map((id) => (
                  <VertragsKarte key={id} vertragId={id} jetzt={jetzt} />
                ))}
              </ul>
            </section>
          )}
          {frueher.length > 0 && <VertraegeKompakt vertraege={frueher} />}
        </>
      )}
    </Seite>
  );
}

const rueckblick = (v: Vertrag | undefined) => v !== undefined && IM_RUECKBLICK.has(anzeigestatus(v.status));
