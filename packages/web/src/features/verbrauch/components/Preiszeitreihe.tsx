import { datumDeutsch, endpreisText, preiszeitreiheCsv, preiszeitreiheDateiname, preiszeitreiheFenster, verbrauchTexte } from '@ekp/contract/aufrufe';
import { useState } from 'react';
import { Ladeanzeige, Ladefehler, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { usePreiszeitreihe } from '../api/preiszeitreihe.ts';
import { csvSpeichern } from '../csv-speichern.ts';
import { PreisApi } from './PreisApi.tsx';
import { PreisDiagramm } from './PreisDiagramm.tsx';
import { PreisTabelle } from './PreisTabelle.tsx';
import { ZurueckKnopf } from '../../../shared/ui/ZurueckKnopf.tsx';
import { useAllinPreise } from '../api/allin.ts';
import { fehlgeschlagen } from '../../../shared/api/fehlgeschlagen.ts';
import { AllinPreise, GuenstigstesFenster } from './AllinPreise.tsx';

/** SPEC §2 /vertrag/{id}/preiszeitreihe: the tenant's market prices over SPEC §7's window, as steps. */
export function Preiszeitreihe({ vertragId }: { vertragId: string }) {
  const [jetzt] = useState(() => new Date());
  const [fenster] = useState(() => preiszeitreiheFenster(jetzt));
  const preise = usePreiszeitreihe(fenster.vonZeitpunkt, fenster.bisZeitpunkt);
  // A dynamic contract's page shows its all-in price first; the exchange price stays selectable.
  const allin = useAllinPreise(vertragId, fenster.vonZeitpunkt, fenster.bisZeitpunkt);
  const [ansicht, setAnsicht] = useState<'endpreis' | 'boerse'>('endpreis');
  const mitAllin = allin.isSuccess && allin.data.preise.length > 0;
  // A failed all-in call is said, with a retry; the exchange prices below are then labelled as what they are.
  const allinFehlt = fehlgeschlagen(allin);
  // The page's headline is what the customer pays now, as on the home card.
  const jetztPreis = mitAllin ? allin.data.preise.find((p) => Date.parse(p.von) <= jetzt.getTime() && jetzt.getTime() < Date.parse(p.bis)) : undefined;
  const jetztBoerse = preise.data?.preise.find((p) => Date.parse(p.von) <= jetzt.getTime() && jetzt.getTime() < Date.parse(p.bis));
  return (
    <Seite titel="Preiszeitreihe">
      {allinFehlt && (
        <>
          <Ladefehler text="Ihr Endpreis (alles inklusive) konnte nicht geladen werden." erneut={allin.refetch} laedt={allin.isFetching} />
          <p className="preis-ersatz">Bis dahin sehen Sie nur den Börsenpreis, ohne Aufschlag, Netzentgelt, Umlagen und Steuern. Er ist nicht Ihr Preis je kWh.</p>
        </>
      )}
      {jetztPreis && (
        <p className="preis-jetzt">
          Preis jetzt: <strong>{endpreisText(jetztPreis.preis, jetztPreis.bestandteile?.marktpreis ?? jetztBoerse?.preis)}</strong>
        </p>
      )}
      {mitAllin && (
        <fieldset className="preis-ansicht">
          <legend>Anzeige</legend>
          <label>
            <input type="radio" name="preis-ansicht" checked={ansicht === 'endpreis'} onChange={() => setAnsicht('endpreis')} /> Endpreis (alles inklusive)
          </label>
          <label>
            <input type="radio" name="preis-ansicht" checked={ansicht === 'boerse'} onChange={() => setAnsicht('boerse')} /> Börsenpreis
          </label>
        </fieldset>
      )}
      {allin.isPending ? (
        // Until the all-in call has answered, the exchange price would stand where the customer's own price belongs.
        <Ladeanzeige />
      ) : mitAllin && ansicht === 'endpreis' ? (
        <>
          <p className="historie-zeitraum">
            Endpreise vom {datumDeutsch(fenster.von)} bis {datumDeutsch(fenster.bis)}
          </p>
          <AllinPreise preise={allin.data.preise} mitBestandteilen={allin.data.mitBestandteilen} jetzt={jetzt} />
        </>
      ) : (
        <Boersenpreise fenster={fenster} preise={preise} jetzt={jetzt} />
      )}
      {mitAllin && <GuenstigstesFenster vertragId={vertragId} jetzt={jetzt} />}
      <PreisApi />
      <ZurueckKnopf />
    </Seite>
  );
}

function Boersenpreise({ fenster, preise, jetzt }: { fenster: ReturnType<typeof preiszeitreiheFenster>; preise: ReturnType<typeof usePreiszeitreihe>; jetzt: Date }) {
  return (
    <>
      <p className="historie-zeitraum">
        Börsenpreise vom {datumDeutsch(fenster.von)} bis {datumDeutsch(fenster.bis)}
      </p>
      {preise.isPending ? (
        <Ladeanzeige />
      ) : preise.isError ? (
        // SPEC §8: the server's message, else the generic one (the API client gives exactly that).
        <Ladefehler text={preise.error.message} erneut={preise.refetch} laedt={preise.isFetching} />
      ) : preise.data.preise.length === 0 ? (
        <Meldung art="info">{verbrauchTexte.keineDatenZeitraum}</Meldung>
      ) : (
        <>
          <PreisDiagramm preise={preise.data.preise} jetzt={jetzt} />
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
    </>
  );
}
