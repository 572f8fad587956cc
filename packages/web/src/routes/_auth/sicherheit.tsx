import { createFileRoute } from '@tanstack/react-router';
import { Sicherheit } from '../../features/sicherheit/components/Sicherheit.tsx';

// The optional second factor.
export const Route = createFileRoute('/_auth/sicherheit')({ component: Sicherheit });
