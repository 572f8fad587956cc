import { createFileRoute } from '@tanstack/react-router';
import { KontaktanfrageOk } from '../../features/kontakt/components/KontaktanfrageOk.tsx';

export const Route = createFileRoute('/_auth/kontaktanfrageOk')({ component: KontaktanfrageOk });
