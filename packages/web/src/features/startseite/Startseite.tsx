import { anzeigename } from '@ekp/contract/aufrufe';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Ladefehler } from '../../shared/ui/Meldung.tsx';
import { Seite } from '../../shared/ui/Seite.tsx';
import { useAnschlussnutzer } from '../../shared/anschlussnutzer/anschlussnutzer.ts';
import { KampagnenAufgaben } from './components/KampagnenAufgaben.tsx';
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

/**
 * SPEC §1 landing page: the greeting, SPEC's actions (the tasks first, as a phone shows them without
 * scrolling), a card per active contract, then the other contracts as one compact list. Nothing waits for
 * anything it does not need: the tiles stand at once, each card (a placeholder of its final size until then)
 * fills in when its own contract answers, so the slowest call holds up only its own card.
 */
export function Startseite() {
  const kunde = useAnschlussnutzer();
  const [jetzt] = useState(() => new Date());
  const name = kunde.data ? anzeigename(kunde.data) : '';
  const ids = kunde.data?.vertraege ?? [];
  return (
    <Seite titel={name ? `Willkommen, ${name}` : 'Willkommen'} className="startseite">
      <KampagnenAufgaben />
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
      {kunde.isError && <Ladefehler text={kunde.error.message} erneut={() => kunde.refetch()} laedt={kunde.isFetching} />}
      {kunde.isPending && <div className="startseite-karten-platz" />}
      {ids.length > 0 && (
        <section aria-labelledby="startseite-vertraege">
          <h2 id="startseite-vertraege" className="nur-vorleser">
            Ihre Verträge
          </h2>
          <ul className="startseite-karten">
            {ids.map((id) => (
              <VertragsKarte key={id} vertragId={id} jetzt={jetzt} />
            ))}
          </ul>
        </section>
      )}
      {ids.length > 0 && <VertraegeKompakt ids={ids} />}
    </Seite>
  );
}
