import { createFileRoute } from '@tanstack/react-router';
import { Freigaben } from '../../../features/freigaben/components/Freigaben.tsx';

// The customer's data-sharing grants.
export const Route = createFileRoute('/_auth/freigaben/')({ component: Freigaben });
