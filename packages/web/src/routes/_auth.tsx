import { createFileRoute, Outlet } from '@tanstack/react-router';
import { nurAngemeldet } from '../shared/routing/waechter.ts';

// Pathless layout of every screen that needs a session (SPEC §2 guard rule 3).
export const Route = createFileRoute('/_auth')({
  beforeLoad: () => nurAngemeldet(),
  component: Outlet,
});
