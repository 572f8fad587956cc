import { effekteWieReact } from './shared/laufzeit/effekte.ts';
import type { MandantOeffentlich } from '@ekp/contract';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiBasisSetzen } from './shared/api/client.ts';
import { mandantLaden } from './shared/mandant/laden.ts';
import { kundeVorladenBeimStart } from './shared/anschlussnutzer/vorab.ts';
import { ersteZeilenVorladen } from './features/startseite/api/vorab.ts';
import { MandantKontext } from './shared/mandant/mandant.tsx';
import { NachrichtenProvider } from './shared/nachrichten/nachrichten.tsx';
import { NavigationsKontext } from './shared/routing/verweis.tsx';
import { Anmeldeseite } from './start/Anmeldeseite.tsx';
import { anmeldenOhneRouter, beiAnmeldungZurApp, routerVorladenBeiEingabe } from './start/ohne-router.ts';
import { appStart } from './start/wechsel.tsx';
import { ansicht } from './shared/sitzung/sitzung.ts';
import './styles.css';

effekteWieReact();

const NICHT_ERREICHBAR = 'Das Kundenportal ist zurzeit nicht erreichbar. Bitte versuchen Sie es später erneut.';
const wurzel = createRoot(document.getElementById('app')!);

function starten(mandant: MandantOeffentlich): void {
  apiBasisSetzen(mandant.apiBasis);
  // The providers stay when the router takes over from the login page: a message shown there stays.
  const anzeigen = (inhalt: ReactNode) =>
    // A transition: React renders the first page in slices of a few milliseconds instead of one long task,
    // so a phone's main thread stays free for input while the app starts (docs/performance.md, session 7).
    startTransition(() =>
      wurzel.render(
        <StrictMode>
          <MandantKontext.Provider value={mandant}>
            <NachrichtenProvider>
              <NavigationsKontext value={zurApp}>{inhalt}</NavigationsKontext>
            </NachrichtenProvider>
          </MandantKontext.Provider>
        </StrictMode>,
      ),
    );
  const zurApp = appStart(anzeigen);
  if (anmeldenOhneRouter()) {
    anzeigen(<Anmeldeseite />);
    routerVorladenBeiEingabe();
    beiAnmeldungZurApp(zurApp);
  } else {
    // On the home page the cards' first lines follow the customer's contract numbers in one batch.
    kundeVorladenBeimStart(location.pathname === '/' ? (k) => ersteZeilenVorladen(k.vertraege) : undefined);
    zurApp().catch(() => wurzel.render(<p role="alert">{NICHT_ERREICHBAR}</p>));
  }
}

// The server writes the tenant's configuration, theme, title and favicon into index.html:
// the first render needs no API call. Only the Vite dev server's page asks the API.
mandantLaden().then(starten, () => wurzel.render(<p role="alert">{NICHT_ERREICHBAR}</p>));

// The staff's read-only "Ansicht als Kunde" shows its banner on every page, from a chunk of its own.
if (ansicht()) void import('./features/ansicht/banner.tsx').then((m) => m.bannerZeigen()).catch(() => undefined);

// The installable app's service worker, registered after load from its own lazily loaded chunk.
const pwaStarten = () => void import('./shared/pwa/registrieren.ts').then((m) => m.serviceWorkerRegistrieren()).catch(() => undefined);
if (document.readyState === 'complete') pwaStarten();
else window.addEventListener('load', pwaStarten, { once: true });
