import { createFileRoute } from '@tanstack/react-router';
import { Benachrichtigungen } from '../../features/benachrichtigungen/components/Benachrichtigungen.tsx';

export const Route = createFileRoute('/_auth/benachrichtigungen')({ component: Benachrichtigungen });
