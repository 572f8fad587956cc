import type { MandantOeffentlich } from '@ekp/contract';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiBasisSetzen } from './shared/api/client.ts';
import { mandantLaden } from './shared/mandant/laden.ts';
import { MandantKontext } from './shared/mandant/mandant.tsx';
import { NachrichtenProvider } from './shared/nachrichten/nachrichten.tsx';
import { beiSitzungswechsel } from './shared/routing/sitzungswechsel.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const router = createRouter({ routeTree, defaultPreload: false, scrollRestoration: true });
beiSitzungswechsel(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

function rendern(wurzel: ReturnType<typeof createRoot>, mandant: MandantOeffentlich): void {
  apiBasisSetzen(mandant.apiBasis);
  // A transition: React renders the first page in slices of a few milliseconds instead of one long task,
  // so a phone's main thread stays free for input while the app starts (docs/performance.md, session 7).
  startTransition(() =>
    wurzel.render(
      <StrictMode>
        <MandantKontext.Provider value={mandant}>
          <NachrichtenProvider>
            <RouterProvider router={router} />
          </NachrichtenProvider>
        </MandantKontext.Provider>
      </StrictMode>,
    ),
  );
}

// The server writes the tenant's configuration, theme, title and favicon into index.html (issue 11):
// the first render needs no API call. Only the Vite dev server's page asks the API.
const wurzel = createRoot(document.getElementById('app')!);
mandantLaden().then(
  (mandant) => rendern(wurzel, mandant),
  () => wurzel.render(<p role="alert">Das Kundenportal ist zurzeit nicht erreichbar. Bitte versuchen Sie es später erneut.</p>),
);
