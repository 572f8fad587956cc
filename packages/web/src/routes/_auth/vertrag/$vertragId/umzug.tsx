import { createFileRoute } from '@tanstack/react-router';
import { UmzugFormular } from '../../../../features/umzug/components/UmzugFormular.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/umzug')({ component: Umzug });

function Umzug() {
  const { vertragId } = Route.useParams();
  return <UmzugFormular vertragId={vertragId} />;
}
