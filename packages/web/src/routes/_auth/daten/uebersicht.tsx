import { createFileRoute } from '@tanstack/react-router';
import { useAnschlussnutzer } from '../../../shared/anschlussnutzer/anschlussnutzer.ts';
import { BankverbindungUebersichtAbschnitt } from '../../../features/bankverbindungen/components/seiten.tsx';
import { AnschlussnutzerAbschnitt } from '../../../features/datenuebersicht/components/AnschlussnutzerAbschnitt.tsx';
import { RechnungsadresseUebersichtAbschnitt } from '../../../features/rechnungsadressen/components/seiten.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';

// SPEC §2 /daten/uebersicht: the route composes the sections of three features.
export const Route = createFileRoute('/_auth/daten/uebersicht')({ component: Datenuebersicht });

function Datenuebersicht() {
  const kunde = useAnschlussnutzer();
  return (
    <Seite titel="Datenübersicht">
      <AnschlussnutzerAbschnitt kunde={kunde.data} ladefehler={kunde.isError} />
      <RechnungsadresseUebersichtAbschnitt />
      <BankverbindungUebersichtAbschnitt />
    </Seite>
  );
}
