import { createFileRoute } from '@tanstack/react-router';
import { Anmelden } from '../../features/auth/components/Anmelden.tsx';

export const Route = createFileRoute('/_anonym/anmelden')({ component: Anmelden });
