import { abGiltText, bisDahinAllgemeinHinweis, datierteMehrzahl, detailFall, eigeneGiltHinweis, istAktuell, kommenderEintrag, type DatierterEintrag } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Abschnitt } from '../ui/Seite.tsx';
import { useHeute } from '../zeit/useHeute.ts';
import { useVertragEintraege } from './api.ts';
import type { DatierteEintraegeArt } from './art.ts';

/**
 * The contract detail's "Abweichende Rechnungsadresse/Bankverbindung" section in SPEC §4's three cases:
 * a current one; none at all (the customer's own applies, "<Begriff> festlegen": three "Jetzt konfigurieren" on one page told apart nothing); only older or future
 * ones (both buttons). Without data (a failed load) the section stays silently empty (SPEC §8).
 */
export function DetailAbschnitt<T extends DatierterEintrag>({ art, vertragId }: { art: DatierteEintraegeArt<T, unknown>; vertragId: string }) {
  const { data: eintraege } = useVertragEintraege(art, vertragId);
  const heute = useHeute();
  const fall = eintraege ? detailFall(eintraege, heute) : undefined;
  const aktuell = eintraege?.find((e) => istAktuell(e, heute));
  const kommend = eintraege ? kommenderEintrag(eintraege, heute, false) : undefined;
  const kommendBlock = kommend && (
    <div className="datiert-kommend">
      <p className="datiert-kommend-titel">{abGiltText(kommend.gueltigVon)}</p>
      {art.anzeige(kommend)}
    </div>
  );
  const alleAnzeigen = (
    <Link to={art.pfade.vertragListe} params={{ vertragId }} className="knopf knopf-sekundaer">
      Alle {datierteMehrzahl[art.begriff]} anzeigen
    </Link>
  );
  return (
    <Abschnitt titel={`Abweichende ${art.begriff}`}>
      {aktuell && (
        <>
          {art.anzeige(aktuell)}
          {kommendBlock}
          <div className="knopfleiste">{alleAnzeigen}</div>
        </>
      )}
      {fall && fall !== 'aktuell' && (
        <>
          {kommendBlock}
          <p>{kommend ? bisDahinAllgemeinHinweis(art.begriff) : eigeneGiltHinweis(art.begriff)}</p>
          <div className="knopfleiste">
            <Link to={art.pfade.vertragEditieren} params={{ vertragId }} className="knopf">
              {art.begriff} festlegen
            </Link>
            {fall === 'nurAndere' && alleAnzeigen}
          </div>
        </>
      )}
    </Abschnitt>
  );
}
