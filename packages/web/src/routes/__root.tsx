import { texte } from '@ekp/contract/ohne-zod';
import { createRootRoute, Outlet, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useMandant } from '../shared/mandant/mandant.tsx';
import { globaleRegeln } from '../shared/routing/waechter.ts';
import { useSitzungszustand } from '../shared/sitzung/useSitzung.ts';
import { Navigation } from '../shared/ui/Navigation.tsx';
import { NavigationOhneSitzung } from '../shared/ui/NavigationOhneSitzung.tsx';
import { Rahmen } from '../shared/ui/Rahmen.tsx';

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
  const zeigeNavigation = (zustand === 'angemeldet' && pathname !== '/anmelden') || (mandant.navigationBeiAnmeldung && pathname === '/anmelden');
  return (
    <Rahmen navigation={zeigeNavigation && zustand === 'angemeldet' ? <Navigation /> : zeigeNavigation ? <NavigationOhneSitzung /> : null}>
      <Outlet />
    </Rahmen>
  );
}

function Fallback({ error, reset }: ErrorComponentProps) {
  const [zeigen, setZeigen] = useState(false);
  const router = useRouter();
  // A failure offers to try again (the route loads anew) instead of a dead end.
  const erneut = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div className="seite" role="alert">
      <h1>{texte.allgemein.fallbackTitel}</h1>
      <button type="button" className="knopf" onClick={erneut}>
        Erneut versuchen
      </button>{' '}
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
