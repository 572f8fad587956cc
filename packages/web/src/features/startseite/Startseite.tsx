import { anzeigename } from '@ekp/contract/aufrufe';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Ladeanzeige } from '../../shared/ui/Meldung.tsx';
import { Seite } from '../../shared/ui/Seite.tsx';
import { useKartenBereit } from './api/karte.ts';
import { useAnschlussnutzer } from '../../shared/anschlussnutzer/anschlussnutzer.ts';
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

/** SPEC §1 landing page: the greeting, a card per contract (issue #14 item 10), then SPEC's six actions. */
export function Startseite() {
  const { data, isPending, isError } = useAnschlussnutzer();
  const [jetzt] = useState(() => new Date());
  const bereit = useKartenBereit(isError ? { vertraege: [] } : data, jetzt);
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
          {data && data.vertraege.length > 0 && (
            <section aria-labelledby="startseite-vertraege">
              <h2 id="startseite-vertraege" className="nur-vorleser">
                Ihre Verträge
              </h2>
              <ul className="startseite-karten">
                {data.vertraege.map((id) => (
                  <VertragsKarte key={id} vertragId={id} jetzt={jetzt} />
                ))}
              </ul>
            </section>
          )}
          <h2 className="startseite-aktionen">Was möchten Sie tun?</h2>
          <ul className="kacheln">
            {KACHELN.map(([pfad, text]) => (
              <li key={pfad}>
                <Link to={pfad as '/'} className="knopf knopf-kachel">
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Seite>
  );
}
