import { detailFall, eigeneGiltHinweis, istAktuell } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { useVertragRechnungsadressen } from '../api/vertragRechnungsadressen.ts';
import { AdresseAnzeige } from './AdresseAnzeige.tsx';

/**
 * The "Abweichende Rechnungsadresse" section of the contract detail (SPEC §2 /vertrag/{id}/detail), owned by this feature and
 * composed by the detail route. SPEC §4's three cases; a failed load leaves the section silently empty (SPEC §8).
 */
export function RechnungsadresseDetailAbschnitt({ vertragId }: { vertragId: string }) {
  const { data } = useVertragRechnungsadressen(vertragId);
  const heute = useHeute();
  const fall = data ? detailFall(data, heute) : undefined;
  const aktuell = data?.find((a) => istAktuell(a, heute));
  const konfigurieren = (
    <Link to="/vertrag/$vertragId/rechnungsadresse/editieren" params={{ vertragId }} className="knopf">
      Jetzt konfigurieren
    </Link>
  );
  const alleAnzeigen = (
    <Link to="/vertrag/$vertragId/rechnungsadressen" params={{ vertragId }} className="knopf knopf-sekundaer">
      Alle Rechnungsadressen anzeigen
    </Link>
  );
  return (
    <Abschnitt titel="Abweichende Rechnungsadresse">
      {aktuell && (
        <>
          <AdresseAnzeige adresse={aktuell} />
          <div className="knopfleiste">{alleAnzeigen}</div>
        </>
      )}
      {fall && fall !== 'aktuell' && (
        <>
          <p>{eigeneGiltHinweis('Rechnungsadresse')}</p>
          <div className="knopfleiste">
            {konfigurieren}
            {fall === 'nurAndere' && alleAnzeigen}
          </div>
        </>
      )}
    </Abschnitt>
  );
}
