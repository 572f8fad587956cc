import { createFileRoute } from '@tanstack/react-router';
import { Sicherheit } from '../../features/sicherheit/components/Sicherheit.tsx';

// Issue #12: the optional second factor.
export const Route = createFileRoute('/_auth/sicherheit')({ component: Sicherheit });
