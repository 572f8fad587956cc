import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiFehler } from '../api/client.ts';
import { leerenAnmelden } from './leeren.ts';

/** One cache for every screen; the layouts that need it (session screens, change password, public termination) provide it. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a network hiccup may.
      retry: (anzahl, fehler) => !(fehler instanceof ApiFehler && fehler.status < 500) && anzahl < 1,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    // Offline, a change fails at once and says so, instead of waiting paused to go out later.
    mutations: { networkMode: 'always' },
  },
});
leerenAnmelden(() => queryClient.clear());

export function Abfragen({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
