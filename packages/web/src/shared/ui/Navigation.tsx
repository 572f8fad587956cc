import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { authKoepfe } from '@ekp/contract/ohne-zod';
import { abfragenLeeren } from '../abfragen/leeren.ts';
import { api } from '../api/client.ts';
import { useMandant } from '../mandant/mandant.tsx';
import { sitzung } from '../sitzung/sitzung.ts';
import { Glocke } from './Glocke.tsx';

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
  const { pathname } = useLocation();
  const abmelden = async () => {
    try {
      await api(authKoepfe.logout);
    } catch {
      // Logging out locally is what matters; the server session expires on its own.
    }
    sitzung.loeschen();
    abfragenLeeren();
    await navigate({ to: '/anmelden' });
  };
  return (
    <nav className="navigation" aria-label="Hauptnavigation">
      <div className="navigation-innen">
        <Link to="/" className="navigation-marke">
          {mandant.logo ? <img src={mandant.logo} alt={mandant.logoAlt} height={40} /> : mandant.kurzname}
        </Link>
        <Glocke key={pathname} />
        <Menue>
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
        </Menue>
      </div>
    </nav>
  );
}

/**
 * On a phone the links hide behind a "Menü" button (a disclosure with aria-expanded); from 48rem on the
 * button is hidden by CSS and the links form a bar. A navigation closes the menu again.
 */
function Menue({ children }: { children: ReactNode }) {
  // Open on the page where it was opened: moving to another page closes it without an effect.
  const { pathname } = useLocation();
  const [offenAuf, setOffenAuf] = useState<string | null>(null);
  const offen = offenAuf === pathname;
  const id = useId();
  return (
    <>
      <button type="button" className="navigation-menueknopf" aria-expanded={offen} aria-controls={id} onClick={() => setOffenAuf(offen ? null : pathname)}>
        <span className="navigation-menueknopf-symbol" aria-hidden="true" />
        Menü
      </button>
      <ul id={id} className="navigation-liste" data-offen={offen}>
        {children}
      </ul>
    </>
  );
}
