import { texte } from '@ekp/contract';
import './rechnungsadressen.css';
import { Link } from '@tanstack/react-router';
import { VertragsEintraege } from '../../../shared/ui/VertragsEintraege.tsx';
import { useRechnungsadresseEntfernen } from '../api/rechnungsadresseEntfernen.ts';
import { useVertragRechnungsadressen } from '../api/vertragRechnungsadressen.ts';
import { AdresseAnzeige } from './AdresseAnzeige.tsx';

/** SPEC §2 /vertrag/{id}/rechnungsadressen. */
export function VertragRechnungsadressen({ vertragId }: { vertragId: string }) {
  return (
    <VertragsEintraege
      titel={`Rechnungsadressen zum Vertrag ${vertragId}`}
      begriff="Rechnungsadresse"
      abfrage={useVertragRechnungsadressen(vertragId)}
      entfernen={useRechnungsadresseEntfernen(vertragId)}
      leerText={texte.listen.keineVertragsRechnungsadressen}
      schluessel={(a) => a.id}
      renderEintrag={(a) => <AdresseAnzeige adresse={a} />}
      ersatz={`/vertrag/${vertragId}/detail`}
      neu={
        <Link to="/vertrag/$vertragId/rechnungsadresse/editieren" params={{ vertragId }} className="knopf">
          Neue Rechnungsadresse anlegen
        </Link>
      }
    />
  );
}
