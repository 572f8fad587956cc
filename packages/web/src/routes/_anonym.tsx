import { createFileRoute, Outlet } from '@tanstack/react-router';
import { nurAbgemeldet } from '../shared/routing/waechter.ts';

// Login and forgot-password: a signed-in visitor goes home (SPEC §2 guard rule 4).
export const Route = createFileRoute('/_anonym')({
  beforeLoad: () => nurAbgemeldet(),
  component: Outlet,
});
