import { createFileRoute } from '@tanstack/react-router';
import { KuendigungFormular } from '../../../../features/vertraege/components/KuendigungFormular.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/kuendigen')({ component: Kuendigen });

function Kuendigen() {
  const { vertragId } = Route.useParams();
  return <KuendigungFormular vertragId={vertragId} />;
}
