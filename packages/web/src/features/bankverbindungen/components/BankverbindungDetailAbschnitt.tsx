import { Link } from '@tanstack/react-router';
import { VertragsEintragAbschnitt } from '../../../shared/ui/VertragsEintragAbschnitt.tsx';
import { useVertragBankverbindungen } from '../api/vertragBankverbindungen.ts';
import { KontoAnzeige } from './KontoAnzeige.tsx';

/** The "Abweichende Bankverbindung" section of the contract detail, composed by the detail route. */
export function BankverbindungDetailAbschnitt({ vertragId }: { vertragId: string }) {
  const { data } = useVertragBankverbindungen(vertragId);
  return (
    <VertragsEintragAbschnitt
      art="Bankverbindung"
      eintraege={data}
      renderEintrag={(k) => <KontoAnzeige konto={k} />}
      konfigurieren={
        <Link to="/vertrag/$vertragId/bankverbindungen/editieren" params={{ vertragId }} className="knopf">
          Jetzt konfigurieren
        </Link>
      }
      alleAnzeigen={
        <Link to="/vertrag/$vertragId/bankverbindungen" params={{ vertragId }} className="knopf knopf-sekundaer">
          Alle Bankverbindungen anzeigen
        </Link>
      }
    />
  );
}
