import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Abfragen } from '../shared/abfragen/Abfragen.tsx';
import { nurAngemeldet } from '../shared/routing/waechter.ts';

// Pathless layout of every screen that needs a session (SPEC §2 guard rule 3); React Query loads with it.
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => nurAngemeldet(location.href),
  component: () => (
    <Abfragen>
      <Outlet />
    </Abfragen>
  ),
});
