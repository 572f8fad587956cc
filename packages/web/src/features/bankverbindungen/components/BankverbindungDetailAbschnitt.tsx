import { detailFall, eigeneGiltHinweis, istAktuell } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { useVertragBankverbindungen } from '../api/vertragBankverbindungen.ts';
import { KontoAnzeige } from './KontoAnzeige.tsx';

/**
 * The "Abweichende Bankverbindung" section of the contract detail (SPEC §2 /vertrag/{id}/detail), owned by this feature and
 * composed by the detail route. SPEC §4's three cases; a failed load leaves the section silently empty (SPEC §8).
 */
export function BankverbindungDetailAbschnitt({ vertragId }: { vertragId: string }) {
  const { data } = useVertragBankverbindungen(vertragId);
  const heute = useHeute();
  const fall = data ? detailFall(data, heute) : undefined;
  const aktuell = data?.find((a) => istAktuell(a, heute));
  const konfigurieren = (
    <Link to="/vertrag/$vertragId/bankverbindungen/editieren" params={{ vertragId }} className="knopf">
      Jetzt konfigurieren
    </Link>
  );
  const alleAnzeigen = (
    <Link to="/vertrag/$vertragId/bankverbindungen" params={{ vertragId }} className="knopf knopf-sekundaer">
      Alle Bankverbindungen anzeigen
    </Link>
  );
  return (
    <Abschnitt titel="Abweichende Bankverbindung">
      {aktuell && (
        <>
          <KontoAnzeige konto={aktuell} />
          <div className="knopfleiste">{alleAnzeigen}</div>
        </>
      )}
      {fall && fall !== 'aktuell' && (
        <>
          <p>{eigeneGiltHinweis('Bankverbindung')}</p>
          <div className="knopfleiste">
            {konfigurieren}
            {fall === 'nurAndere' && alleAnzeigen}
          </div>
        </>
      )}
    </Abschnitt>
  );
}
