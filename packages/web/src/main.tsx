import { mandantApi, type MandantOeffentlich } from '@ekp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api, ApiFehler, apiBasisSetzen } from './shared/api/client.ts';
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

function themaAnwenden(m: MandantOeffentlich): void {
  const s = document.documentElement.style;
  s.setProperty('--primaer', m.thema.primaer);
  s.setProperty('--primaer-text', m.thema.primaerText);
  s.setProperty('--hintergrund', m.thema.hintergrund);
  const icon = document.createElement('link');
  icon.rel = 'icon';
  icon.href = m.logo;
  document.head.append(icon);
}

// The tenant's configuration is loaded before the first render (issue #2).
async function starten(): Promise<void> {
  const wurzel = createRoot(document.getElementById('app')!);
  let mandant: MandantOeffentlich;
  try {
    mandant = await api(mandantApi.konfiguration);
  } catch {
    wurzel.render(<p role="alert">Das Kundenportal ist zurzeit nicht erreichbar. Bitte versuchen Sie es später erneut.</p>);
    return;
  }
  apiBasisSetzen(mandant.apiBasis);
  themaAnwenden(mandant);
  document.title = mandant.anzeigename;
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

void starten();
