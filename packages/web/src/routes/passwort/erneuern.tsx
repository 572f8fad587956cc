import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PasswortErneuern } from '../../features/auth/components/PasswortErneuern.tsx';

// SPEC §2: reachable without and with a session (the guard's exception); the token comes from the link.
const SucheSchema = z.object({ token: z.string().min(1).max(256).optional().catch(undefined) });

export const Route = createFileRoute('/passwort/erneuern')({
  validateSearch: SucheSchema,
  component: Erneuern,
});

function Erneuern() {
  const { token } = Route.useSearch();
  return <PasswortErneuern token={token} />;
}
