import { createFileRoute } from '@tanstack/react-router';
import { Anmelden } from '../../features/auth/components/Anmelden.tsx';

// A visitor who opens /anmelden gets this screen before the router exists (src/start/anmeldeseite.tsx); the
// router shows it after a logout or a link. Not split off: the entry carries the component anyway.
export const Route = createFileRoute('/_anonym/anmelden')({ codeSplitGroupings: [], component: Anmelden });
