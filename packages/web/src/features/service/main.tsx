import { effekteWieReact } from '../../shared/laufzeit/effekte.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../styles.css';
import './components/service.css';
import { Konsole } from './components/Konsole.tsx';

effekteWieReact();

// The service console's own entry (service.html); nothing of it is in the customers' build.
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <Konsole />
    </QueryClientProvider>
  </StrictMode>,
);
