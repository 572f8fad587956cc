import { createFileRoute } from '@tanstack/react-router';
import { PasswortAendern } from '../../../features/auth/components/PasswortAendern.tsx';

// SPEC §2: the voluntary change; aborting goes back without logging out.
export const Route = createFileRoute('/_passwort/passwort/aendern')({ component: () => <PasswortAendern abmeldenBeiAbbruch={false} /> });
