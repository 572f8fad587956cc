import { Link } from '@tanstack/react-router';
import { VertragsEintragAbschnitt } from '../../../shared/ui/VertragsEintragAbschnitt.tsx';
import { useVertragRechnungsadressen } from '../api/vertragRechnungsadressen.ts';
import { AdresseAnzeige } from './AdresseAnzeige.tsx';

/** The "Abweichende Rechnungsadresse" section of the contract detail, composed by the detail route. */
export function RechnungsadresseDetailAbschnitt({ vertragId }: { vertragId: string }) {
  const { data } = useVertragRechnungsadressen(vertragId);
  return (
    <VertragsEintragAbschnitt
      art="Rechnungsadresse"
      eintraege={data}
      renderEintrag={(a) => <AdresseAnzeige adresse={a} />}
      konfigurieren={
        <Link to="/vertrag/$vertragId/rechnungsadresse/editieren" params={{ vertragId }} className="knopf">
          Jetzt konfigurieren
        </Link>
      }
      alleAnzeigen={
        <Link to="/vertrag/$vertragId/rechnungsadressen" params={{ vertragId }} className="knopf knopf-sekundaer">
          Alle Rechnungsadressen anzeigen
        </Link>
      }
    />
  );
}
