import { NETZENTGELT_STUFEN_TEXT, fensterText } from '@ekp/contract/aufrufe';
import type { AllinPreis } from '@ekp/contract';
import { useId, useState } from 'react';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { Ladefehler, Meldung } from '../../../shared/ui/Meldung.tsx';
import { fehlgeschlagen } from '../../../shared/api/fehlgeschlagen.ts';
import { useGuenstigstesFenster } from '../api/allin.ts';
import { cent, eimerLabel } from '../format.ts';
import { PreisDiagramm } from './PreisDiagramm.tsx';
import { TabellenRahmen } from '../../../shared/ui/TabellenRahmen.tsx';

/** The quarter hour containing `jetzt`, else the first one. */
function startIndex(preise: AllinPreis[], jetzt: Date): number {
  const i = preise.findIndex((p) => Date.parse(p.von) <= jetzt.getTime() && jetzt.getTime() < Date.parse(p.bis));
  return i < 0 ? 0 : i;
}

/** The all-in series as a step chart, the breakdown of any quarter hour, every price as a table. */
export function AllinPreise({ preise, mitBestandteilen, jetzt }: { preise: AllinPreis[]; mitBestandteilen: boolean; jetzt: Date }) {
  const [index, setIndex] = useState(() => startIndex(preise, jetzt));
  const auswahlId = useId();
  const gewaehlt = preise[Math.min(index, preise.length - 1)]!;
  const b = gewaehlt.bestandteile;
  return (
    <>
      <p className="historie-zeitraum">
        {mitBestandteilen
          ? 'Ihr Endpreis je kWh: Börsenpreis, Aufschlag, Netzentgelt, Umlagen und Steuern, inklusive Umsatzsteuer.'
          : 'Ihr Preis je kWh: Börsenpreis und Aufschlag, inklusive 19 % Umsatzsteuer.'}
      </p>
      <PreisDiagramm preise={preise} titel="Endpreis in ct/kWh" jetzt={jetzt} />
      <section className="abschnitt preis-zusammensetzung" aria-label="Zusammensetzung des Preises">
        <h2>Zusammensetzung</h2>
        <label htmlFor={auswahlId}>Viertelstunde</label>
        <select id={auswahlId} value={index} onChange={(e) => setIndex(Number(e.target.value))}>
          {preise.map((p, i) => (
            <option key={p.von} value={i}>
              {eimerLabel('hourly', p.von, true)}
            </option>
          ))}
        </select>
        {b ? (
          <Werteliste
            eintraege={[
              ['Börsenpreis', cent(b.marktpreis)],
              ['Aufschlag', cent(b.aufschlag)],
              [`Netzentgelt (${NETZENTGELT_STUFEN_TEXT[b.netzentgeltStufe]})`, cent(b.netzentgelt)],
              ['Konzessionsabgabe', cent(b.konzessionsabgabe)],
              ['KWKG-Umlage', cent(b.kwkgUmlage)],
              ['§19 StromNEV-Umlage', cent(b.stromnevUmlage)],
              ['Offshore-Netzumlage', cent(b.offshoreUmlage)],
              ['Stromsteuer', cent(b.stromsteuer)],
              ['Netto', cent(b.netto)],
              ['Umsatzsteuer', cent(b.umsatzsteuer)],
              ['Endpreis', <strong key="preis">{cent(b.preis)}</strong>],
            ]}
          />
        ) : (
          <Werteliste eintraege={[['Endpreis', cent(gewaehlt.preis)]]} />
        )}
      </section>
      <details>
        <summary>Alle Endpreise als Tabelle</summary>
        <TabellenRahmen name="Endpreise je Viertelstunde">
          <table className="verbrauch-tabelle scroll-tabelle">
            <caption>Endpreise je Viertelstunde</caption>
            <thead>
              <tr>
                <th scope="col">Beginn</th>
                <th scope="col">Endpreis</th>
                <th scope="col">Börsenpreis</th>
              </tr>
            </thead>
            <tbody>
              {preise.map((p) => (
                <tr key={p.von}>
                  <th scope="row">{eimerLabel('hourly', p.von, true)}</th>
                  <td>{cent(p.preis)}</td>
                  <td>{p.bestandteile ? cent(p.bestandteile.marktpreis) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabellenRahmen>
      </details>
    </>
  );
}

const DAUERN = [1, 2, 3, 4, 5, 6, 7, 8];

/** The cheapest window of 1–8 hours among the known all-in prices. */
export function GuenstigstesFenster({ vertragId, jetzt }: { vertragId: string; jetzt: Date }) {
  const [stunden, setStunden] = useState(2);
  const fenster = useGuenstigstesFenster(vertragId, stunden);
  const dauerId = useId();
  return (
    <section className="abschnitt guenstigstes-fenster" aria-label="Günstigstes Zeitfenster">
      <h2>Günstigstes Zeitfenster</h2>
      <label htmlFor={dauerId}>Dauer</label>
      <select id={dauerId} value={stunden} onChange={(e) => setStunden(Number(e.target.value))}>
        {DAUERN.map((d) => (
          <option key={d} value={d}>
            {d === 1 ? '1 Stunde' : `${d} Stunden`}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        {fenster.isError && fehlgeschlagen(fenster) ? (
          <Ladefehler text={fenster.error.message} erneut={fenster.refetch} laedt={fenster.isFetching} />
        ) : fenster.isError ? (
          <Meldung art="info">{fenster.error.message}</Meldung>
        ) : fenster.data ? (
          <p className="fenster-ergebnis">
            <strong>{fensterText(fenster.data, jetzt)}</strong>, im Mittel {cent(fenster.data.durchschnittspreis)}
            {fenster.data.ersparnisGegenueberJetzt !== null && fenster.data.ersparnisGegenueberJetzt > 0
              ? `, ${cent(fenster.data.ersparnisGegenueberJetzt)} weniger als ab jetzt.`
              : '.'}
          </p>
        ) : null}
      </div>
    </section>
  );
}
