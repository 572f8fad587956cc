import { createFileRoute } from '@tanstack/react-router';
import { PortalGesperrt } from '../../features/auth/components/PortalGesperrt.tsx';

export const Route = createFileRoute('/portal/gesperrt')({ component: PortalGesperrt });
