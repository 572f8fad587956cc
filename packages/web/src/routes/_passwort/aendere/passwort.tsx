import { createFileRoute } from '@tanstack/react-router';
import { PasswortAendern } from '../../../features/auth/components/PasswortAendern.tsx';
import { AnonymRahmen } from '../../../shared/ui/AnonymRahmen.tsx';

// SPEC §2: the forced change after login; aborting it logs out. It follows the login
// directly, so it keeps the login's frame (the tenant's logo and name).
export const Route = createFileRoute('/_passwort/aendere/passwort')({
  component: () => (
    <AnonymRahmen>
      <PasswortAendern abmeldenBeiAbbruch />
    </AnonymRahmen>
  ),
});
