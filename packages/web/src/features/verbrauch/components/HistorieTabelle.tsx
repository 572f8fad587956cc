import type { HistorieEintrag, HistorieIntervall } from '@ekp/contract';
import { TabellenRahmen } from './TabellenRahmen.tsx';
import { cent, eimerLabel, euro, kwh } from '../format.ts';

/** The history as a table: the chart's text alternative, also on a phone. */
export function HistorieTabelle({ intervall, daten }: { intervall: HistorieIntervall; daten: HistorieEintrag[] }) {
  const summe = daten.reduce((s, e) => ({ verbrauch: s.verbrauch + e.verbrauch, kosten: s.kosten + (e.kosten ?? 0) }), { verbrauch: 0, kosten: 0 });
  return (
    <TabellenRahmen name="Werte als Tabelle">
      <table className="verbrauch-tabelle scroll-tabelle">
        <caption>
          Werte je {intervall === 'hourly' ? 'Stunde' : intervall === 'daily' ? 'Tag' : 'Monat'}: insgesamt {kwh(summe.verbrauch)}, {euro(summe.kosten)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{intervall === 'hourly' ? 'Stunde' : intervall === 'daily' ? 'Tag' : 'Monat'}</th>
            <th scope="col">Verbrauch</th>
            <th scope="col">Preis</th>
            <th scope="col">Kosten</th>
          </tr>
        </thead>
        <tbody>
          {daten.map((e) => (
            <tr key={e.von}>
              <th scope="row">{eimerLabel(intervall, e.von, true)}</th>
              <td>{kwh(e.verbrauch)}</td>
              <td>{cent(e.arbeitspreis)}</td>
              <td>{euro(e.kosten)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TabellenRahmen>
  );
}
