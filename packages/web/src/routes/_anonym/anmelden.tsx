import { createFileRoute } from '@tanstack/react-router';
import { Anmelden } from '../../features/auth/components/Anmelden.tsx';

// Issue 11: not split off, so the login page needs no second round trip after the entry (one of 2-3 s on a slow phone).
export const Route = createFileRoute('/_anonym/anmelden')({ codeSplitGroupings: [], component: Anmelden });
