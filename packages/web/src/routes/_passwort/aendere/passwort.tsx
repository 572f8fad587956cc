import { createFileRoute } from '@tanstack/react-router';
import { PasswortAendern } from '../../../features/auth/components/PasswortAendern.tsx';

// SPEC §2: the forced change after login; aborting it logs out.
export const Route = createFileRoute('/_passwort/aendere/passwort')({ component: () => <PasswortAendern abmeldenBeiAbbruch /> });
