import { createFileRoute } from '@tanstack/react-router';
import { VerbrauchUebersicht } from '../../../../features/verbrauch/components/VerbrauchUebersicht.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/verbrauch')({ component: Seite });

function Seite() {
  const { vertragId } = Route.useParams();
  return <VerbrauchUebersicht vertragId={vertragId} />;
}
