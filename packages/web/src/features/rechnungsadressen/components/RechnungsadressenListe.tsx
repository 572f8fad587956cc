import { datumDeutsch, texte, uiTexte } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useZurueck } from '../../../shared/routing/zurueck.ts';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useRechnungsadressen } from '../api/rechnungsadressen.ts';
import { AdresseAnzeige } from './AdresseAnzeige.tsx';
// Each screen imports the styles it uses: the list styles must not depend on another chunk being loaded.
import '../../../shared/ui/eintraege.css';

/** SPEC §2 /rechnungsadressen: all billing addresses of the customer, read-only. */
export function RechnungsadressenListe() {
  const zurueck = useZurueck();
  const { data, error, isPending } = useRechnungsadressen();
  return (
    <Seite titel="Rechnungsadressen">
      {isPending && <Ladeanzeige />}
      {error && <Meldung art="fehler">{error.message}</Meldung>}
      {data && data.length === 0 && (
        <Meldung
          art="info"
          hilfe={uiTexte.hilfe.keineRechnungsadressen}
          aktion={
            <Link to="/rechnungsadresse/editieren" className="knopf">
              Rechnungsadresse anlegen
            </Link>
          }
        >
          {texte.listen.keineRechnungsadressen}
        </Meldung>
      )}
      {data && data.length > 0 && (
        <ul className="eintragsliste">
          {data.map((a) => (
            <li key={a.id} className="karte">
              <h2>
                Gültig ab {datumDeutsch(a.gueltigVon)}
                <span className="eintrag-bereich">{a.vertragId ? `Vertrag ${a.vertragId}` : 'Alle Verträge'}</span>
              </h2>
              <AdresseAnzeige adresse={a} />
            </li>
          ))}
        </ul>
      )}
      <div className="knopfleiste">
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck('/daten/uebersicht')}>
          Zurück
        </button>
      </div>
    </Seite>
  );
}
