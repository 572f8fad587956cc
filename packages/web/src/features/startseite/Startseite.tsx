import { anzeigename } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Seite } from '../../shared/ui/Seite.tsx';
import { useKunde } from './api/kunde.ts';
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
  const { data } = useKunde();
  const name = data ? anzeigename(data) : '';
  return (
    <Seite titel={name ? `Willkommen, ${name}` : 'Willkommen'}>
      {data && data.vertraege.length > 0 && (
        <section aria-labelledby="startseite-vertraege">
          <h2 id="startseite-vertraege" className="nur-vorleser">
            Ihre Verträge
          </h2>
          <ul className="startseite-karten">
            {data.vertraege.map((id) => (
              <VertragsKarte key={id} vertragId={id} />
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
    </Seite>
  );
}
