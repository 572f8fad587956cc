import { createFileRoute } from '@tanstack/react-router';
import { AblesungenListe } from '../../../../features/ablesungen/components/AblesungenListe.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/ablesungen')({ component: Ablesungen });

function Ablesungen() {
  const { vertragId } = Route.useParams();
  return <AblesungenListe vertragId={vertragId} />;
}
