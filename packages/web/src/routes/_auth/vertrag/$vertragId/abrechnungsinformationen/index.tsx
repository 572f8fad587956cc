import { createFileRoute } from '@tanstack/react-router';
import { AbrechnungsinformationListe } from '../../../../../features/abrechnungsinformation/components/Liste.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/abrechnungsinformationen/')({ component: Liste });

function Liste() {
  const { vertragId } = Route.useParams();
  return <AbrechnungsinformationListe vertragId={vertragId} />;
}
