import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Abfragen } from '../shared/abfragen/Abfragen.tsx';
import { angemeldetOderPasswortAendern } from '../shared/routing/waechter.ts';

// The change-password screens: reachable with a session or in the forced-change state.
export const Route = createFileRoute('/_passwort')({
  beforeLoad: () => angemeldetOderPasswortAendern(),
  component: () => (
    <Abfragen>
      <Outlet />
    </Abfragen>
  ),
});
