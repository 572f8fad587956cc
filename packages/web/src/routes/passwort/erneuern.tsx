import { createFileRoute } from '@tanstack/react-router';
import { PasswortErneuern } from '../../features/auth/components/PasswortErneuern.tsx';
import { AnonymRahmen } from '../../shared/ui/AnonymRahmen.tsx';

// SPEC §2: reachable without and with a session (the guard's exception); the token comes from the link.
// A plain check instead of a schema: search validation runs in the entry chunk, which carries no zod (issue 11).
// The server refuses a token beyond 256 characters; such a link gets the "no token" page.
const sucheLesen = (suche: Record<string, unknown>): { token?: string } => ({
  token: typeof suche.token === 'string' && suche.token.length >= 1 && suche.token.length <= 256 ? suche.token : undefined,
});

export const Route = createFileRoute('/passwort/erneuern')({
  validateSearch: sucheLesen,
  component: Erneuern,
});

function Erneuern() {
  const { token } = Route.useSearch();
  // The customer arrives from a mail link: the tenant's logo and name show whose portal asks for the password,
  // in the same frame as the login (issue 34 item 1).
  return (
    <AnonymRahmen>
      <PasswortErneuern token={token} />
    </AnonymRahmen>
  );
}
