import { createFileRoute } from '@tanstack/react-router';
import { BankverbindungEditieren } from '../../../../../features/bankverbindungen/components/seiten.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/bankverbindungen/editieren')({ component: Seite });

function Seite() {
  const { vertragId } = Route.useParams();
  return <BankverbindungEditieren vertragId={vertragId} />;
}
