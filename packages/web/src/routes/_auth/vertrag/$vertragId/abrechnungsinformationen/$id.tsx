import { createFileRoute } from '@tanstack/react-router';
import { AbrechnungsinformationEinzeln } from '../../../../../features/abrechnungsinformation/components/Einzelansicht.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/abrechnungsinformationen/$id')({ component: Einzeln });

function Einzeln() {
  const { vertragId, id } = Route.useParams();
  return <AbrechnungsinformationEinzeln vertragId={vertragId} id={id} />;
}
