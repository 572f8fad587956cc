import { createFileRoute } from '@tanstack/react-router';
import { Dokumente } from '../../features/dokumente/components/Dokumente.tsx';

// ?vertrag=… shows only that contract's documents (the home card's "Dokumente" link).
// A plain check instead of a schema: search validation runs in the entry chunk, which carries no zod.
const sucheLesen = (suche: Record<string, unknown>): { vertrag?: string } => {
  const v = suche.vertrag;
  return typeof v === 'string' && /^[\w-]{1,64}$/.test(v) ? { vertrag: v } : {};
};

export const Route = createFileRoute('/_auth/dokumente')({ validateSearch: sucheLesen, component: Seite });

function Seite() {
  const { vertrag } = Route.useSearch();
  return <Dokumente vertragId={vertrag} />;
}
