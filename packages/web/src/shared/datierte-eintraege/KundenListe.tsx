import { datierteMehrzahl, datumDeutsch, type DatierterEintrag } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useZurueck } from '../routing/zurueck.ts';
import { Ladeanzeige, Meldung } from '../ui/Meldung.tsx';
import { Seite } from '../ui/Seite.tsx';
import { useAlle } from './api.ts';
import type { DatierteEintraegeArt } from './art.ts';
// Each screen imports the styles it uses: the list styles must not depend on another chunk being loaded.
import './eintraege.css';

/** SPEC §2 /rechnungsadressen and /bankverbindungen: all entries of the customer, read-only. */
export function KundenListe<T extends DatierterEintrag & { vertragId: string | null }>({ art }: { art: DatierteEintraegeArt<T, unknown> }) {
  const zurueck = useZurueck();
  const { data, error, isPending } = useAlle(art);
  const anlegen = (text: string) => (
    <Link to={art.pfade.editieren} className="knopf">
      {text}
    </Link>
  );
  return (
    <Seite titel={datierteMehrzahl[art.begriff]}>
      {isPending && <Ladeanzeige />}
      {error && <Meldung art="fehler">{error.message}</Meldung>}
      {data && data.length === 0 && (
        <Meldung art="info" hilfe={art.texte.keineHilfe} {...(art.listeAnlegen === 'wennLeer' ? { aktion: anlegen(`${art.begriff} anlegen`) } : {})}>
          {art.texte.keine}
        </Meldung>
      )}
      {data && data.length > 0 && (
        <ul className="eintragsliste">
          {data.map((e) => (
            <li key={art.id(e)} className="karte">
              <h2>
                Gültig ab {datumDeutsch(e.gueltigVon)}
                <span className="eintrag-bereich">{e.vertragId ? `Vertrag ${e.vertragId}` : 'Alle Verträge'}</span>
              </h2>
              {art.anzeige(e)}
            </li>
          ))}
        </ul>
      )}
      <div className="knopfleiste">
        {art.listeAnlegen === 'immer' && anlegen(`Neue ${art.begriff} anlegen`)}
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck('/daten/uebersicht')}>
          Zurück
        </button>
      </div>
    </Seite>
  );
}
