import type { ReactNode } from 'react';
import { useMandant } from '../mandant/mandant.tsx';
import { useNachrichten } from '../nachrichten/nachrichten.tsx';
import { BarrierefreiheitLink } from './BarrierefreiheitLink.tsx';
import { Fusszeile } from './Fusszeile.tsx';
import { KuendigenLink } from './KuendigenLink.tsx';
import { Meldung } from './Meldung.tsx';
import { OhneVerbindung } from './OhneVerbindung.tsx';

/**
 * SPEC §1 layout of every screen: skip link, the tenant's header, the navigation, the global message
 * bar and the footer. One component for the router's root layout and the login page before the router.
 */
export function Rahmen({ navigation, children }: { navigation: ReactNode; children: ReactNode }) {
  const mandant = useMandant();
  const { nachricht, schliessen } = useNachrichten();
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
      {navigation}
      <main id="inhalt" tabIndex={-1}>
        <OhneVerbindung />
        {nachricht && (
          <Meldung art={nachricht.art === 'erfolg' ? 'erfolg' : nachricht.art} onSchliessen={schliessen}>
            {nachricht.text}
          </Meldung>
        )}
        {children}
      </main>
      <Fusszeile>
        <KuendigenLink />
        <BarrierefreiheitLink />
      </Fusszeile>
    </div>
  );
}
