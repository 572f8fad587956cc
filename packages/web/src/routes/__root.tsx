import { texte } from '@ekp/contract/ohne-zod';
import { createRootRoute, Outlet, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useMandant } from '../shared/mandant/mandant.tsx';
import { useNachrichten } from '../shared/nachrichten/nachrichten.tsx';
import { globaleRegeln } from '../shared/routing/waechter.ts';
import { useSitzungszustand } from '../shared/sitzung/useSitzung.ts';
import { KuendigenLink } from '../shared/ui/KuendigenLink.tsx';
import { Meldung } from '../shared/ui/Meldung.tsx';
import { Fusszeile } from '../shared/ui/Fusszeile.tsx';
import { Navigation } from '../shared/ui/Navigation.tsx';

export const Route = createRootRoute({
  beforeLoad: ({ location }) => globaleRegeln(location.pathname),
  component: Layout,
  errorComponent: Fallback,
  // SPEC §2: an unknown path redirects to /; "Not Found" shows while that happens.
  notFoundComponent: NichtGefunden,
});

function Layout() {
  const mandant = useMandant();
  const zustand = useSitzungszustand();
  const { pathname } = useLocation();
  const { nachricht, schliessen } = useNachrichten();

  const zeigeNavigation = (zustand === 'angemeldet' && pathname !== '/anmelden') || (mandant.navigationBeiAnmeldung && pathname === '/anmelden');
  return (
    <div className={`app mandant-${mandant.key}`}>
      <a href="#inhalt" className="sprungmarke">
        Zum Inhalt springen
      </a>
      {mandant.header.anzeigen && (
        <header className="kopfzeile">
          <span>{mandant.anzeigename}</span>
        </header>
      )}
      {zeigeNavigation && zustand === 'angemeldet' ? <Navigation /> : zeigeNavigation ? <NavigationOhneSitzung /> : null}
      <main id="inhalt" tabIndex={-1}>
        {nachricht && (
          <Meldung art={nachricht.art === 'erfolg' ? 'erfolg' : nachricht.art} onSchliessen={schliessen}>
            {nachricht.text}
          </Meldung>
        )}
        <Outlet />
      </main>
      <Fusszeile>
        <KuendigenLink />
      </Fusszeile>
    </div>
  );
}

/** SPEC §1 flag "navigation on login": the brand bar without the member links. */
function NavigationOhneSitzung() {
  const mandant = useMandant();
  return (
    <nav className="navigation" aria-label="Hauptnavigation">
      <div className="navigation-innen">
        <a href={mandant.website} className="navigation-marke">
          <img src={mandant.logo} alt={mandant.logoAlt} height={40} />
        </a>
      </div>
    </nav>
  );
}

function Fallback({ error }: ErrorComponentProps) {
  const [zeigen, setZeigen] = useState(false);
  return (
    <div className="seite" role="alert">
      <h1>{texte.allgemein.fallbackTitel}</h1>
      <button type="button" className="knopf knopf-sekundaer" aria-expanded={zeigen} onClick={() => setZeigen((z) => !z)}>
        {zeigen ? 'Fehler ausblenden' : 'Fehler anzeigen'}
      </button>
      {zeigen && <pre className="fehlerdetails">{error instanceof Error ? error.message : String(error)}</pre>}
    </div>
  );
}

function NichtGefunden() {
  const router = useRouter();
  useEffect(() => {
    void router.navigate({ to: '/', replace: true });
  }, [router]);
  return <p>{texte.allgemein.notFound}</p>;
}
