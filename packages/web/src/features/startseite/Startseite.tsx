import { anzeigename } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useAnschlussnutzer } from '../../shared/anschlussnutzer/anschlussnutzer.ts';
import { Seite } from '../../shared/ui/Seite.tsx';

// SPEC §1 landing page buttons. Paths are strings: their screens live in their own features.
const KACHELN: Array<[string, string]> = [
  ['/ablesung', 'Zählerstand erfassen'],
  ['/daten/uebersicht', 'Datenübersicht'],
  ['/dokumente', 'Dokumente'],
  ['/vertraege', 'Verträge'],
  ['/kontaktanfrage', 'Kontakt'],
  ['/passwort/aendern', 'Passwort ändern'],
];

export function Startseite() {
  const { data } = useAnschlussnutzer();
  const name = data ? anzeigename(data) : '';
  return (
    <Seite titel={name ? `Willkommen, ${name}` : 'Willkommen'}>
      <p>Was möchten Sie tun?</p>
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
