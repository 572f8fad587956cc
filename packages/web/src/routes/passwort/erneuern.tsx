import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PasswortErneuern } from '../../features/auth/components/PasswortErneuern.tsx';

// SPEC §2: reachable without and with a session (the guard's exception); the token comes from the link.
// zod/mini: search validation runs in the entry chunk, which classic zod would outgrow (issue 11).
const SucheSchema = z.object({ token: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(256))), undefined) });

export const Route = createFileRoute('/passwort/erneuern')({
  validateSearch: SucheSchema,
  component: Erneuern,
});

function Erneuern() {
  const { token } = Route.useSearch();
  return <PasswortErneuern token={token} />;
}
