import { createFileRoute } from '@tanstack/react-router';
import { Dokumente } from '../../features/dokumente/components/Dokumente.tsx';

export const Route = createFileRoute('/_auth/dokumente')({ component: Dokumente });
