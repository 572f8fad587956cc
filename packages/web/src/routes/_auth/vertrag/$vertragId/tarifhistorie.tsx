import { createFileRoute } from '@tanstack/react-router';
import { TarifhistorieSeite } from '../../../../features/vertraege/components/TarifhistorieSeite.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/tarifhistorie')({ component: Tarifhistorie });

function Tarifhistorie() {
  const { vertragId } = Route.useParams();
  return <TarifhistorieSeite vertragId={vertragId} />;
}
