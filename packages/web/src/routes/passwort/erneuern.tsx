import { createFileRoute } from '@tanstack/react-router';
import { PasswortErneuern } from '../../features/auth/components/PasswortErneuern.tsx';
import { linkToken } from '../../shared/routing/link-token.ts';
import { AnonymRahmen } from '../../shared/ui/AnonymRahmen.tsx';

// SPEC §2: reachable without and with a session (the guard's exception); the token comes from the link.
export const Route = createFileRoute('/passwort/erneuern')({
  validateSearch: linkToken,
  component: Erneuern,
});

function Erneuern() {
  const { token } = Route.useSearch();
  // The customer arrives from a mail link: the tenant's logo and name show whose portal asks for the password,
  // in the same frame as the login.
  return (
    <AnonymRahmen>
      <PasswortErneuern token={token} />
    </AnonymRahmen>
  );
}
