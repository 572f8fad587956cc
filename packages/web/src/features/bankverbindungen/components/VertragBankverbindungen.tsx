import { texte } from '@ekp/contract';
import './bankverbindungen.css';
import { Link } from '@tanstack/react-router';
import { VertragsEintraege } from '../../../shared/ui/VertragsEintraege.tsx';
import { useBankverbindungEntfernen } from '../api/bankverbindungEntfernen.ts';
import { useVertragBankverbindungen } from '../api/vertragBankverbindungen.ts';
import { KontoAnzeige } from './KontoAnzeige.tsx';

/** SPEC §2 /vertrag/{id}/bankverbindungen. */
export function VertragBankverbindungen({ vertragId }: { vertragId: string }) {
  return (
    <VertragsEintraege
      titel={`Bankverbindungen zum Vertrag ${vertragId}`}
      begriff="Bankverbindung"
      abfrage={useVertragBankverbindungen(vertragId)}
      entfernen={useBankverbindungEntfernen(vertragId)}
      leerText={texte.listen.keineVertragsBankverbindungen}
      schluessel={(k) => k.bankverbindungId}
      renderEintrag={(k) => <KontoAnzeige konto={k} />}
      ersatz={`/vertrag/${vertragId}/detail`}
      neu={
        <Link to="/vertrag/$vertragId/bankverbindungen/editieren" params={{ vertragId }} className="knopf">
          Neue Bankverbindung anlegen
        </Link>
      }
    />
  );
}
