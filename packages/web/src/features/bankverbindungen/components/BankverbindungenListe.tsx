import { datumDeutsch, texte } from '@ekp/contract';
import { Link, useRouter } from '@tanstack/react-router';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useBankverbindungen } from '../api/bankverbindungen.ts';
import { KontoAnzeige } from './KontoAnzeige.tsx';
import './bankverbindungen.css';

/** SPEC §2 /bankverbindungen: all bank accounts of the customer, read-only. */
export function BankverbindungenListe() {
  const router = useRouter();
  const { data, error, isPending } = useBankverbindungen();
  return (
    <Seite titel="Bankverbindungen">
      {isPending && <Ladeanzeige />}
      {error && <Meldung art="fehler">{error.message}</Meldung>}
      {data && data.length === 0 && <Meldung art="info">{texte.listen.keineBankverbindungen}</Meldung>}
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
        <button type="button" className="knopf knopf-sekundaer" onClick={() => router.history.back()}>
          Zurück
        </button>
      </div>
    </Seite>
  );
}
