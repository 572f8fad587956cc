import { datumDeutsch, preiszeitreiheCsv, preiszeitreiheDateiname, preiszeitreiheFenster, verbrauchTexte } from '@ekp/contract/aufrufe';
import { useState } from 'react';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { usePreiszeitreihe } from '../api/preiszeitreihe.ts';
import { csvSpeichern } from '../csv-speichern.ts';
import { PreisApi } from './PreisApi.tsx';
import { PreisDiagramm } from './PreisDiagramm.tsx';
import { PreisTabelle } from './PreisTabelle.tsx';
import { ZurueckKnopf } from '../../../shared/ui/ZurueckKnopf.tsx';

/** SPEC §2 /vertrag/{id}/preiszeitreihe: the tenant's market prices over SPEC §7's window, as steps. */
export function Preiszeitreihe() {
  const [fenster] = useState(() => preiszeitreiheFenster(new Date()));
  const preise = usePreiszeitreihe(fenster.vonZeitpunkt, fenster.bisZeitpunkt);
  return (
    <Seite titel="Preiszeitreihe">
      <p className="historie-zeitraum">
        Börsenpreise vom {datumDeutsch(fenster.von)} bis {datumDeutsch(fenster.bis)}
      </p>
      {preise.isPending ? (
        <Ladeanzeige />
      ) : preise.isError ? (
        // SPEC §8: the server's message, else the generic one (the API client gives exactly that).
        <Meldung art="fehler">{preise.error.message}</Meldung>
      ) : preise.data.preise.length === 0 ? (
        <Meldung art="info">{verbrauchTexte.keineDatenZeitraum}</Meldung>
      ) : (
        <>
          <PreisDiagramm preise={preise.data.preise} />
          {(preise.data.quellen ?? []).map((q) => (
            <p key={q} className="preis-quelle">
              {verbrauchTexte.preisQuelle[q] ?? q}
            </p>
          ))}
          <PreisTabelle preise={preise.data.preise} />
          <div className="knopfleiste">
            <button type="button" className="knopf" onClick={() => csvSpeichern(preiszeitreiheDateiname(fenster), preiszeitreiheCsv(preise.data.preise))}>
              CSV herunterladen
            </button>
          </div>
        </>
      )}
      <PreisApi />
      <ZurueckKnopf />
    </Seite>
  );
}
