import { createFileRoute, Outlet } from '@tanstack/react-router';
import { nurAbgemeldet } from '../shared/routing/waechter.ts';
import { AnonymRahmen } from '../shared/ui/AnonymRahmen.tsx';

// Login and forgot-password: a signed-in visitor goes home (SPEC §2 guard rule 4).
export const Route = createFileRoute('/_anonym')({
  // The frame is in the entry anyway (the login page before the router uses it): no chunk of its own.
  codeSplitGroupings: [],
  beforeLoad: () => nurAbgemeldet(),
  component: AnonymLayout,
});

function AnonymLayout() {
  return (
    <AnonymRahmen>
      <Outlet />
    </AnonymRahmen>
  );
}
