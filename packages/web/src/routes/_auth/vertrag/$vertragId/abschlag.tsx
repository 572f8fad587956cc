import { createFileRoute } from '@tanstack/react-router';
import { AbschlagSeite } from '../../../../features/abschlag/components/AbschlagSeite.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/abschlag')({ component: Abschlag });

function Abschlag() {
  const { vertragId } = Route.useParams();
  return <AbschlagSeite vertragId={vertragId} />;
}
