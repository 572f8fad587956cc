import { createFileRoute } from '@tanstack/react-router';
import { Startseite } from '../../features/startseite/Startseite.tsx';

export const Route = createFileRoute('/_auth/')({ component: Startseite });
