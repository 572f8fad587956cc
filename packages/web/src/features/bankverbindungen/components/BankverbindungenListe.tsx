import { datumDeutsch, texte, uiTexte } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useZurueck } from '../../../shared/routing/zurueck.ts';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useBankverbindungen } from '../api/bankverbindungen.ts';
import { KontoAnzeige } from './KontoAnzeige.tsx';
// Each screen imports the styles it uses: the list styles must not depend on another chunk being loaded.
import '../../../shared/ui/eintraege.css';

/** SPEC §2 /bankverbindungen: all bank accounts of the customer, read-only. */
export function BankverbindungenListe() {
  const zurueck = useZurueck();
  const { data, error, isPending } = useBankverbindungen();
  return (
    <Seite titel="Bankverbindungen">
      {isPending && <Ladeanzeige />}
      {error && <Meldung art="fehler">{error.message}</Meldung>}
      {data && data.length === 0 && (
        <Meldung art="info" hilfe={uiTexte.hilfe.keineBankverbindungen}>
          {texte.listen.keineBankverbindungen}
        </Meldung>
      )}
      {data && data.length > 0 && (
        <ul className="eintragsliste">
          {data.map((k) => (
            <li key={k.bankverbindungId} className="karte">
              <h2>
                Gültig ab {datumDeutsch(k.gueltigVon)}
                <span className="eintrag-bereich">{k.vertragId ? `Vertrag ${k.vertragId}` : 'Alle Verträge'}</span>
              </h2>
              <KontoAnzeige konto={k} />
            </li>
          ))}
        </ul>
      )}
      <div className="knopfleiste">
        <Link to="/bankverbindung/editieren" className="knopf">
          Neue Bankverbindung anlegen
        </Link>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck('/daten/uebersicht')}>
          Zurück
        </button>
      </div>
    </Seite>
  );
}
