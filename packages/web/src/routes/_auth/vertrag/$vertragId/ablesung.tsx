import { createFileRoute } from '@tanstack/react-router';
import { VertragAblesungErfassen } from '../../../../features/ablesungen/components/VertragAblesungErfassen.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/ablesung')({ component: Ablesung });

function Ablesung() {
  const { vertragId } = Route.useParams();
  return <VertragAblesungErfassen vertragId={vertragId} />;
}
