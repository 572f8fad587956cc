import { datumDeutsch, verbrauchTexte, zaehlwerkName } from '@ekp/contract/aufrufe';
import type { Verbrauchszeitraum } from '@ekp/contract';
import { kwh } from '../format.ts';
import '../../../shared/ui/tabellen.css';

/**
 * The charts' values as a table: the text alternative of both bar charts. Five columns of a few rows:
 * on a phone each period becomes a card of label/value lines instead of a 1000 px wide table.
 */
export function VerbrauchTabelle({ verbraeuche }: { verbraeuche: Verbrauchszeitraum[] }) {
  return (
    <table className="verbrauch-tabelle karten-tabelle">
      <caption>Verbräuche je Zeitraum</caption>
      <thead>
        <tr>
          <th scope="col">Zeitraum</th>
          <th scope="col">Verbrauch</th>
          <th scope="col">Auf 365 Tage</th>
          <th scope="col">{verbrauchTexte.zeitraumArtSpalte}</th>
          <th scope="col">Je Zählwerk</th>
        </tr>
      </thead>
      <tbody>
        {verbraeuche.map((v) => (
          <tr key={`${v.von}-${v.bis}`}>
            <th scope="row" data-spalte="Zeitraum">
              {datumDeutsch(v.von)} – {datumDeutsch(v.bis)}
            </th>
            <td data-spalte="Verbrauch">{kwh(v.summe)}</td>
            <td data-spalte="Auf 365 Tage">{kwh(v.summeJahr)}</td>
            <td data-spalte={verbrauchTexte.zeitraumArtSpalte}>{verbrauchTexte.zeitraumArt[v.prognose ? 'SCHAETZUNG' : 'ABRECHNUNG']}</td>
            <td data-spalte="Je Zählwerk">
              {v.proKanal.length === 0 ? '–' : v.proKanal.map((k) => <div key={k.obiskennzahl}>{`${zaehlwerkName(k.obiskennzahl)}: ${kwh(k.verbrauch)}`}</div>)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
