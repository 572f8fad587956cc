import { naechsterBeginn, texte, uebersichtFall, uebersichtHinweis } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { useAktuelleRechnungsadresse } from '../api/aktuelleRechnungsadresse.ts';
import { useRechnungsadressen } from '../api/rechnungsadressen.ts';
import { AdresseAnzeige } from './AdresseAnzeige.tsx';

/** SPEC §2 data overview, billing-address section, with SPEC §4's overview hint. */
export function RechnungsadresseUebersichtAbschnitt() {
  const aktuell = useAktuelleRechnungsadresse();
  const alle = useRechnungsadressen();
  const heute = useHeute();
  const fall = alle.data ? uebersichtFall(alle.data, heute) : null;
  return (
    <Abschnitt titel="Rechnungsadresse">
      {aktuell.isPending && <Ladeanzeige />}
      {aktuell.error && <Meldung art="fehler">{aktuell.error.message}</Meldung>}
      {fall && <Meldung art="info">{uebersichtHinweis('Rechnungsadresse', fall, alle.data && naechsterBeginn(alle.data, heute))}</Meldung>}
      {aktuell.data && <AdresseAnzeige adresse={aktuell.data} />}
      {aktuell.data === null && <p>{texte.listen.keineAktuelleRechnungsadresse}</p>}
      <div className="knopfleiste">
        {aktuell.isSuccess && (
          <Link to="/rechnungsadresse/editieren" className="knopf">
            {aktuell.data ? 'Rechnungsadresse ändern' : 'Neue Rechnungsadresse anlegen'}
          </Link>
        )}
        <Link to="/rechnungsadressen" className="knopf knopf-sekundaer">
          Alle Rechnungsadressen anzeigen
        </Link>
      </div>
    </Abschnitt>
  );
}
