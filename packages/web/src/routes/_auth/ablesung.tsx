import { createFileRoute } from '@tanstack/react-router';
import { AblesungErfassen } from '../../features/ablesungen/components/AblesungErfassen.tsx';

export const Route = createFileRoute('/_auth/ablesung')({ component: AblesungErfassen });
