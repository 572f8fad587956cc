import { datumDeutsch, jaNein, type Verbrauchszeitraum } from '@ekp/contract';
import { kwh } from '../format.ts';
import { TabellenRahmen } from './TabellenRahmen.tsx';

/** The charts' values as a table: the text alternative of both bar charts. */
export function VerbrauchTabelle({ verbraeuche }: { verbraeuche: Verbrauchszeitraum[] }) {
  return (
    <TabellenRahmen name="Verbräuche je Zeitraum">
      <table className="verbrauch-tabelle">
        <caption>Verbräuche je Zeitraum</caption>
        <thead>
          <tr>
            <th scope="col">Zeitraum</th>
            <th scope="col">Verbrauch</th>
            <th scope="col">Auf 365 Tage</th>
            <th scope="col">Prognose</th>
            <th scope="col">Je Zählwerk</th>
          </tr>
        </thead>
        <tbody>
          {verbraeuche.map((v) => (
            <tr key={`${v.von}-${v.bis}`}>
              <th scope="row">
                {datumDeutsch(v.von)} – {datumDeutsch(v.bis)}
              </th>
              <td>{kwh(v.summe)}</td>
              <td>{kwh(v.summeJahr)}</td>
              <td>{jaNein(v.prognose)}</td>
              <td>{v.proKanal.map((k) => `${k.obiskennzahl}: ${kwh(k.verbrauch)}`).join(', ') || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TabellenRahmen>
  );
}
