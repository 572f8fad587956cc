import { createFileRoute } from '@tanstack/react-router';
import { TarifvergleichSeite } from '../../../../features/sparen/components/TarifvergleichSeite.tsx';

// "Was hätte ich mit … gezahlt?"
export const Route = createFileRoute('/_auth/vertrag/$vertragId/tarifvergleich')({ component: Tarifvergleich });

function Tarifvergleich() {
  const { vertragId } = Route.useParams();
  return <TarifvergleichSeite vertragId={vertragId} />;
}
