import { createFileRoute } from '@tanstack/react-router';
import { VertragRechnungsadressen } from '../../../../features/rechnungsadressen/components/seiten.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/rechnungsadressen')({ component: Seite });

function Seite() {
  const { vertragId } = Route.useParams();
  return <VertragRechnungsadressen vertragId={vertragId} />;
}
