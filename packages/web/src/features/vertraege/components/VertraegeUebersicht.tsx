import { vertraegeTexte } from '@ekp/contract';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Ladeanzeige, Ladefehler, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { VertragKarte } from './VertragKarte.tsx';
import './vertraege.css';

interface Props {
  /** Contract ids from GET /anschlussnutzer (SPEC has no list call); undefined while loading. */
  vertragIds: string[] | undefined;
  ladefehler: boolean;
  /** Asks for the customer's contracts again after a failed load. */
  erneut: () => unknown;
}

/** SPEC §2 /vertraege: the termination banners, the empty state, and a card per contract. */
export function VertraegeUebersicht({ vertragIds, ladefehler, erneut }: Props) {
  const kuendigung = useLocation({ select: (l) => l.state.kuendigung });
  const navigate = useNavigate();
  const bannerSchliessen = () => void navigate({ to: '/vertraege', replace: true, state: {} });
  return (
    <Seite titel="Verträge">
      {kuendigung?.status === 'SUCCESS' && (
        <Meldung art="erfolg" onSchliessen={bannerSchliessen}>
          {vertraegeTexte.kuendigungErfolg(kuendigung.vertragsnummer)}
        </Meldung>
      )}
      {kuendigung?.status === 'ERROR' && (
        <Meldung art="fehler" onSchliessen={bannerSchliessen}>
          {vertraegeTexte.kuendigungFehler(kuendigung.vertragsnummer)}
        </Meldung>
      )}
      {ladefehler ? (
        <Ladefehler text={vertraegeTexte.stammdatenLadefehler} erneut={erneut} />
      ) : !vertragIds ? (
        <Ladeanzeige />
      ) : vertragIds.length === 0 ? (
        <Meldung art="info">{vertraegeTexte.keineVertraege}</Meldung>
      ) : (
        <ul className="vertraege-liste">
          {vertragIds.map((id) => (
            <VertragKarte key={id} vertragId={id} geradeGekuendigt={kuendigung?.status === 'SUCCESS' && kuendigung.vertragsnummer === id} />
          ))}
        </ul>
      )}
    </Seite>
  );
}
