import { createFileRoute, Outlet } from '@tanstack/react-router';
import { nurAbgemeldet } from '../shared/routing/waechter.ts';
import { Marke } from '../shared/ui/Marke.tsx';

// Login and forgot-password: a signed-in visitor goes home (SPEC §2 guard rule 4). The tenant's logo
// and name stand above the form, so a customer sees whose portal this is before typing a password.
export const Route = createFileRoute('/_anonym')({
  // Issue 11: the login page's code travels with the entry, not as chunks the entry must ask for first.
  codeSplitGroupings: [],
  beforeLoad: () => nurAbgemeldet(),
  component: AnonymLayout,
});

function AnonymLayout() {
  return (
    <div className="anonym">
      <Marke />
      <Outlet />
    </div>
  );
}
