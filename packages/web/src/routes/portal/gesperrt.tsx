import { createFileRoute } from '@tanstack/react-router';
import { PortalGesperrt } from '../../features/auth/components/PortalGesperrt.tsx';
import { nurAbgemeldet } from '../../shared/routing/waechter.ts';

// SPEC §2: the blocked page belongs to anonymous visitors; a signed-in customer goes home.
export const Route = createFileRoute('/portal/gesperrt')({ beforeLoad: () => nurAbgemeldet(), component: PortalGesperrt });
