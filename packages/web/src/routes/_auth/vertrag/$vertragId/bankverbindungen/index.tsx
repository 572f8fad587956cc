import { createFileRoute } from '@tanstack/react-router';
import { VertragBankverbindungen } from '../../../../../features/bankverbindungen/components/seiten.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/bankverbindungen/')({ component: Seite });

function Seite() {
  const { vertragId } = Route.useParams();
  return <VertragBankverbindungen vertragId={vertragId} />;
}
