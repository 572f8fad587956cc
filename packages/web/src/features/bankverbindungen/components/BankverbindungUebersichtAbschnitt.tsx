import { naechsterBeginn, texte, uebersichtFall, uebersichtHinweis } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { useAktuelleBankverbindung } from '../api/aktuelleBankverbindung.ts';
import { useBankverbindungen } from '../api/bankverbindungen.ts';
import { KontoAnzeige } from './KontoAnzeige.tsx';

/** SPEC §2 data overview, bank-account section, with SPEC §4's overview hint. */
export function BankverbindungUebersichtAbschnitt() {
  const aktuell = useAktuelleBankverbindung();
  const alle = useBankverbindungen();
  const heute = useHeute();
  const fall = alle.data ? uebersichtFall(alle.data, heute) : null;
  return (
    <Abschnitt titel="Bankverbindung">
      {aktuell.isPending && <Ladeanzeige />}
      {aktuell.error && <Meldung art="fehler">{aktuell.error.message}</Meldung>}
      {fall && <Meldung art="info">{uebersichtHinweis('Bankverbindung', fall, alle.data && naechsterBeginn(alle.data, heute))}</Meldung>}
      {aktuell.data && <KontoAnzeige konto={aktuell.data} />}
      {aktuell.data === null && <p>{texte.listen.keineAktuelleBankverbindung}</p>}
      <div className="knopfleiste">
        {aktuell.isSuccess && (
          <Link to="/bankverbindung/editieren" className="knopf">
            {aktuell.data ? 'Bankverbindung ändern' : 'Neue Bankverbindung anlegen'}
          </Link>
        )}
        <Link to="/bankverbindungen" className="knopf knopf-sekundaer">
          Alle Bankverbindungen anzeigen
        </Link>
      </div>
    </Abschnitt>
  );
}
