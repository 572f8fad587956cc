import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { authApi } from '@ekp/contract';
import { api } from '../api/client.ts';
import { useMandant } from '../mandant/mandant.tsx';
import { sitzung } from '../sitzung/sitzung.ts';

// SPEC §1 navigation. Paths are plain strings: the screens behind them belong to their features.
const LINKS: Array<[string, string]> = [
  ['/', 'Home'],
  ['/daten/uebersicht', 'Übersicht'],
  ['/dokumente', 'Dokumente'],
  ['/vertraege', 'Verträge'],
  ['/kontaktanfrage', 'Kontaktanfrage'],
];

export function Navigation() {
  const mandant = useMandant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const abmelden = async () => {
    try {
      await api(authApi.logout);
    } catch {
      // Logging out locally is what matters; the server session expires on its own.
    }
    sitzung.loeschen();
    queryClient.clear();
    await navigate({ to: '/anmelden' });
  };
  return (
    <nav className="navigation" aria-label="Hauptnavigation">
      <Link to="/" className="navigation-marke">
        {mandant.logo ? <img src={mandant.logo} alt={mandant.logoAlt} height={32} /> : mandant.kurzname}
      </Link>
      <ul>
        {LINKS.map(([pfad, text]) => (
          <li key={pfad}>
            <Link to={pfad as '/'} activeOptions={{ exact: pfad === '/' }} activeProps={{ 'aria-current': 'page' }}>
              {text}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="knopf-link" onClick={abmelden}>
            Abmelden
          </button>
        </li>
      </ul>
    </nav>
  );
}
