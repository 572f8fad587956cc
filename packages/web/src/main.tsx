import type { MandantOeffentlich } from '@ekp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiFehler, apiBasisSetzen } from './shared/api/client.ts';
import { mandantLaden } from './shared/mandant/laden.ts';
import { MandantKontext } from './shared/mandant/mandant.tsx';
import { NachrichtenProvider } from './shared/nachrichten/nachrichten.tsx';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a network hiccup may.
      retry: (anzahl, fehler) => !(fehler instanceof ApiFehler && fehler.status < 500) && anzahl < 1,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});

const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: false, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

function rendern(wurzel: ReturnType<typeof createRoot>, mandant: MandantOeffentlich): void {
  apiBasisSetzen(mandant.apiBasis);
  wurzel.render(
    <StrictMode>
      <MandantKontext.Provider value={mandant}>
        <QueryClientProvider client={queryClient}>
          <NachrichtenProvider>
            <RouterProvider router={router} />
          </NachrichtenProvider>
        </QueryClientProvider>
      </MandantKontext.Provider>
    </StrictMode>,
  );
}

// The server writes the tenant's configuration, theme, title and favicon into index.html (issue 11):
// the first render needs no API call. Only the Vite dev server's page asks the API.
const wurzel = createRoot(document.getElementById('app')!);
mandantLaden().then(
  (mandant) => rendern(wurzel, mandant),
  () => wurzel.render(<p role="alert">Das Kundenportal ist zurzeit nicht erreichbar. Bitte versuchen Sie es später erneut.</p>),
);
