import type { Preis } from '@ekp/contract';
import { TabellenRahmen } from '../../../shared/ui/TabellenRahmen.tsx';
import { cent, eimerLabel } from '../format.ts';

/** Summary (lowest, highest, mean) and, on request, every price: the step chart's text alternative. */
export function PreisTabelle({ preise }: { preise: Preis[] }) {
  const min = preise.reduce((a, b) => (b.preis < a.preis ? b : a));
  const max = preise.reduce((a, b) => (b.preis > a.preis ? b : a));
  const mittel = preise.reduce((s, p) => s + p.preis, 0) / preise.length;
  return (
    <>
      <p className="zusammenfassung">
        Niedrigster Preis {cent(min.preis)} am {eimerLabel('hourly', min.von, true)}, höchster Preis {cent(max.preis)} am{' '}
        {eimerLabel('hourly', max.von, true)}, Durchschnitt {cent(mittel)}.
      </p>
      <details>
        <summary>Alle Preise als Tabelle</summary>
        <TabellenRahmen name="Börsenpreise je Intervall">
          <table className="verbrauch-tabelle scroll-tabelle">
            <caption>Börsenpreise je Intervall</caption>
            <thead>
              <tr>
                <th scope="col">Beginn</th>
                <th scope="col">Preis</th>
              </tr>
            </thead>
            <tbody>
              {preise.map((p) => (
                <tr key={p.von}>
                  <th scope="row">{eimerLabel('hourly', p.von, true)}</th>
                  <td>{cent(p.preis)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabellenRahmen>
      </details>
    </>
  );
}
