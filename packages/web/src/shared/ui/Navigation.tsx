import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMandant } from '../mandant/mandant.tsx';
import { abmelden } from '../sitzung/abmelden.ts';
import { Glocke } from './Glocke.tsx';

// SPEC §1 navigation. Paths are plain strings: the screens behind them belong to their features.
const LINKS: Array<[string, string]> = [
  ['/', 'Start'],
  ['/daten/uebersicht', 'Übersicht'],
  ['/dokumente', 'Dokumente'],
  ['/vertraege', 'Verträge'],
  ['/kontaktanfrage', 'Kontaktanfrage'],
  ['/freigaben', 'Freigaben'],
];

export function Navigation() {
  const mandant = useMandant();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const abmeldenUndGehen = async () => {
    abmelden();
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
            <button type="button" className="knopf-link" onClick={abmeldenUndGehen}>
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
 * button is hidden by CSS and the links form a bar. A navigation closes the menu again; so do Escape and a
 * click outside it, which return focus to "Menü".
 */
function Menue({ children }: { children: ReactNode }) {
  // Open on the page where it was opened: moving to another page closes it without an effect.
  const { pathname } = useLocation();
  const [offenAuf, setOffenAuf] = useState<string | null>(null);
  const offen = offenAuf === pathname;
  const id = useId();
  const knopf = useRef<HTMLButtonElement>(null);
  const liste = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!offen) return undefined;
    const schliessen = () => {
      setOffenAuf(null);
      knopf.current?.focus();
    };
    const taste = (e: KeyboardEvent) => {
      if (e.key === 'Escape') schliessen();
    };
    // After the press the browser moves focus to what was pressed; only where that is nothing focusable
    // (the page's background, a heading or <main> that takes focus only by script) does focus go back to the button.
    const zeiger = (e: PointerEvent) => {
      const ziel = e.target as Node;
      if (knopf.current?.contains(ziel) || liste.current?.contains(ziel)) return;
      setOffenAuf(null);
      setTimeout(() => {
        const aktiv = document.activeElement;
        if (!aktiv || aktiv === document.body || aktiv.getAttribute('tabindex') === '-1') knopf.current?.focus();
      });
    };
    document.addEventListener('keydown', taste);
    document.addEventListener('pointerdown', zeiger);
    return () => {
      document.removeEventListener('keydown', taste);
      document.removeEventListener('pointerdown', zeiger);
    };
  }, [offen]);
  return (
    <>
      <button ref={knopf} type="button" className="navigation-menueknopf" aria-expanded={offen} aria-controls={id} onClick={() => setOffenAuf(offen ? null : pathname)}>
        <span className="navigation-menueknopf-symbol" aria-hidden="true" />
        Menü
      </button>
      <ul ref={liste} id={id} className="navigation-liste" data-offen={offen}>
        {children}
      </ul>
    </>
  );
}
