import { abGiltText, datierteMehrzahl, kommenderEintrag, uebersichtFall, uebersichtHinweis, type DatierterEintrag } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Ladeanzeige, Meldung } from '../ui/Meldung.tsx';
import { Abschnitt } from '../ui/Seite.tsx';
import { useHeute } from '../zeit/useHeute.ts';
import { useAktuelle, useAlle } from './api.ts';
import type { DatierteEintraegeArt } from './art.ts';

/**
 * SPEC §2 data overview, the section of one kind, with SPEC §4's overview hint. A customer-wide entry
 * that starts later shows as "Ab … gilt: …", beside the current one or in place of the "none" messages.
 */
export function UebersichtAbschnitt<T extends DatierterEintrag>({ art }: { art: DatierteEintraegeArt<T, unknown> }) {
  const aktuell = useAktuelle(art);
  const alle = useAlle(art);
  const heute = useHeute();
  const fall = alle.data ? uebersichtFall(alle.data, heute) : null;
  const kommend = alle.data ? kommenderEintrag(alle.data, heute, true) : undefined;
  return (
    <Abschnitt titel={art.begriff}>
      {aktuell.isPending && <Ladeanzeige />}
      {aktuell.error && <Meldung art="fehler">{aktuell.error.message}</Meldung>}
      {fall && fall !== 'nurZukuenftige' && <Meldung art="info">{uebersichtHinweis(art.begriff, fall)}</Meldung>}
      {aktuell.data && art.anzeige(aktuell.data)}
      {aktuell.data === null && !kommend && <p>{art.texte.keineAktuelle}</p>}
      {kommend && (
        <div className="datiert-kommend">
          <p className="datiert-kommend-titel">{abGiltText(kommend.gueltigVon)}</p>
          {art.anzeige(kommend)}
        </div>
      )}
      <div className="knopfleiste">
        {aktuell.isSuccess && (
          <Link to={art.pfade.editieren} className="knopf">
            {aktuell.data ? `${art.begriff} ändern` : `Neue ${art.begriff} anlegen`}
          </Link>
        )}
        <Link to={art.pfade.liste} className="knopf knopf-sekundaer">
          Alle {datierteMehrzahl[art.begriff]} anzeigen
        </Link>
      </div>
    </Abschnitt>
  );
}
