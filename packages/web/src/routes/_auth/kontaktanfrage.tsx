import { createFileRoute } from '@tanstack/react-router';
import { Kontaktanfrage } from '../../features/kontakt/components/Kontaktanfrage.tsx';

export const Route = createFileRoute('/_auth/kontaktanfrage')({ component: Kontaktanfrage });
