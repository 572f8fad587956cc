import { createFileRoute } from '@tanstack/react-router';
import { KontaktanfrageOk } from '../../features/kontakt/components/KontaktanfrageOk.tsx';

// The ticket number travels in the URL, so a reload keeps it on screen.
const sucheLesen = (suche: Record<string, unknown>): { ticket?: string } =>
  typeof suche.ticket === 'string' && /^T-\d{8}-[A-Z2-9]{6}$/.test(suche.ticket) ? { ticket: suche.ticket } : {};

export const Route = createFileRoute('/_auth/kontaktanfrageOk')({ validateSearch: sucheLesen, component: Seite });

function Seite() {
  return <KontaktanfrageOk ticket={Route.useSearch().ticket} />;
}
