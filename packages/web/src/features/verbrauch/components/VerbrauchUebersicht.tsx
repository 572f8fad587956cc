import { uiTexte, verbrauchBeschreibungFuer, verbrauchTexte } from '@ekp/contract/aufrufe';
import { Link } from '@tanstack/react-router';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useDatenBis } from '../api/daten-bis.ts';
import { useVerbraeuche } from '../api/verbraeuche.ts';
import { useVersorgungsart } from '../api/versorgungsart.ts';
import { DatenStand } from './DatenStand.tsx';
import { VerbrauchDiagramme } from './VerbrauchDiagramme.tsx';
import { VerbrauchTabelle } from './VerbrauchTabelle.tsx';
import { ZurueckKnopf } from '../../../shared/ui/ZurueckKnopf.tsx';

/** SPEC §2 /vertrag/{id}/verbrauch: two bar charts and a table of the consumption periods. */
export function VerbrauchUebersicht({ vertragId }: { vertragId: string }) {
  const verbraeuche = useVerbraeuche(vertragId);
  const versorgungsart = useVersorgungsart(vertragId);
  const datenBis = useDatenBis(vertragId);
  return (
    <Seite titel="Verbrauch">
      <p>{verbrauchBeschreibungFuer(verbrauchTexte.verbrauchBeschreibung, versorgungsart)}</p>
      <DatenStand bis={datenBis} />
      {verbraeuche.isPending ? (
        <Ladeanzeige />
      ) : verbraeuche.isError ? (
        <>
          <Meldung art="fehler" hilfe={uiTexte.hilfe.ladefehler}>
            {verbraeuche.error.message}
          </Meldung>
          <button type="button" className="knopf" onClick={() => void verbraeuche.refetch()}>
            Neu laden
          </button>
        </>
      ) : verbraeuche.data.length === 0 ? (
        <Meldung
          art="info"
          hilfe={uiTexte.hilfe.keineVerbraeuche}
          aktion={
            <Link to={`/vertrag/${vertragId}/ablesung` as '/'} className="knopf">
              Zählerstand erfassen
            </Link>
          }
        >
          {verbrauchTexte.keineVerbraeuche}
        </Meldung>
      ) : (
        <>
          <VerbrauchDiagramme verbraeuche={verbraeuche.data} />
          <VerbrauchTabelle verbraeuche={verbraeuche.data} />
        </>
      )}
      <p>
        <Link to="/vertrag/$vertragId/abrechnungsinformationen" params={{ vertragId }} className="knopf knopf-sekundaer">
          Abrechnungsinformationen
        </Link>
      </p>
      <ZurueckKnopf ersatz={`/vertrag/${vertragId}/detail`} />
    </Seite>
  );
}
