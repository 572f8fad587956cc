import { createFileRoute } from '@tanstack/react-router';
import { AblesungDetailAbschnitt } from '../../../../features/ablesungen/components/AblesungDetailAbschnitt.tsx';
import { BankverbindungDetailAbschnitt } from '../../../../features/bankverbindungen/components/seiten.tsx';
import { RechnungsadresseDetailAbschnitt } from '../../../../features/rechnungsadressen/components/seiten.tsx';
import { VerbrauchDetailAbschnitt } from '../../../../features/verbrauch/components/VerbrauchDetailAbschnitt.tsx';
import { AktuellerTarifAbschnitt, VertragAbschnitt } from '../../../../features/vertraege/components/VertragDetail.tsx';
import { ZurueckKnopf } from '../../../../shared/ui/ZurueckKnopf.tsx';
import { Seite } from '../../../../shared/ui/Seite.tsx';

export const Route = createFileRoute('/_auth/vertrag/$vertragId/detail')({ component: Detail });

// SPEC §2 /vertrag/{id}/detail: each feature owns its section; this route only puts them in SPEC's order.
function Detail() {
  const { vertragId } = Route.useParams();
  return (
    <Seite titel="Vertragsdetails">
      <VertragAbschnitt vertragId={vertragId} />
      <AktuellerTarifAbschnitt vertragId={vertragId} />
      <AblesungDetailAbschnitt vertragId={vertragId} />
      <VerbrauchDetailAbschnitt vertragId={vertragId} />
      <RechnungsadresseDetailAbschnitt vertragId={vertragId} />
      <BankverbindungDetailAbschnitt vertragId={vertragId} />
      <ZurueckKnopf />
    </Seite>
  );
}
