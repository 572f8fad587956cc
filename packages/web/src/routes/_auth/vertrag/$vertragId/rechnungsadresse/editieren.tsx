import { createFileRoute } from '@tanstack/react-router';
import { RechnungsadresseEditieren } from '../../../../../features/rechnungsadressen/components/seiten.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/rechnungsadresse/editieren')({ component: Seite });

function Seite() {
  const { vertragId } = Route.useParams();
  return <RechnungsadresseEditieren vertragId={vertragId} />;
}
