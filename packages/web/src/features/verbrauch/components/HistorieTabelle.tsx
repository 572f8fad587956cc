import type { HistorieEintrag, HistorieIntervall, Qualitaet } from '@ekp/contract';
import { verbrauchTexte } from '@ekp/contract/aufrufe';
import { TabellenRahmen } from '../../../shared/ui/TabellenRahmen.tsx';
import { cent, eimerLabel, euro, kwh } from '../format.ts';

/** The history as a table: the chart's text alternative, also on a phone. */
export function HistorieTabelle({ intervall, daten }: { intervall: HistorieIntervall; daten: HistorieEintrag[] }) {
  // Columns for the quality and the feed-in only where the metering operator's values carry them.
  const mitQualitaet = daten.some((e) => e.qualitaet !== undefined);
  const mitEinspeisung = daten.some((e) => e.einspeisung !== undefined);
  return (
    <TabellenRahmen name="Werte als Tabelle">
      <table className="verbrauch-tabelle scroll-tabelle">
        {/* Short, so it is never cut off by the frame's sideways scrolling; the totals stand above. */}
        <caption>Werte je {eimerName(intervall)}</caption>
        <thead>
          <tr>
            <th scope="col">{eimerName(intervall)}</th>
            <th scope="col">Verbrauch</th>
            <th scope="col">Preis</th>
            <th scope="col">Kosten</th>
            {mitQualitaet && <th scope="col">Qualität</th>}
            {mitEinspeisung && <th scope="col">Einspeisung</th>}
          </tr>
        </thead>
        <tbody>
          {daten.map((e) => (
            <tr key={e.von}>
              <th scope="row">{eimerLabel(intervall, e.von, true)}</th>
              <td>{kwh(e.verbrauch)}</td>
              <td>{cent(e.arbeitspreis)}</td>
              <td>{euro(e.kosten)}</td>
              {mitQualitaet && <td>{qualitaetText(e)}</td>}
              {mitEinspeisung && <td>{e.einspeisung === undefined ? '' : kwh(e.einspeisung)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TabellenRahmen>
  );
}

const eimerName = (intervall: HistorieIntervall) => (intervall === 'hourly' ? 'Stunde' : intervall === 'daily' ? 'Tag' : 'Monat');

/** The period's totals above chart and table, where a phone shows them without scrolling. */
export function HistorieSumme({ daten, verguetung, betragsbasis }: { daten: HistorieEintrag[]; verguetung?: number | null | undefined; betragsbasis?: string | undefined }) {
  const summe = daten.reduce((s, e) => ({ verbrauch: s.verbrauch + e.verbrauch, kosten: s.kosten + (e.kosten ?? 0) }), { verbrauch: 0, kosten: 0 });
  // The feed-in beside it, where the contract has any in the window.
  const einspeisung = daten.some((e) => e.einspeisung !== undefined) ? daten.reduce((s, e) => s + (e.einspeisung ?? 0), 0) : null;
  return (
    <p className="historie-summe">
      Insgesamt im Zeitraum: <strong>{kwh(summe.verbrauch)}</strong>, <strong>{euro(summe.kosten)}</strong>
      {betragsbasis && ` ${betragsbasis}`}
      {einspeisung !== null && (
        <>
          , {verbrauchTexte.eingespeist} <strong>{kwh(einspeisung)}</strong>
          {/* Where the tariff names a feed-in rate (EUR/kWh), what that feed-in earns. */}
          {verguetung !== null && verguetung !== undefined && (
            <>
              {' '}
              (Vergütung <strong>{euro(einspeisung * verguetung)}</strong>)
            </>
          )}
        </>
      )}
    </p>
  );
}

/** The weakest quality, and the shares when the values are mixed: "Ersatzwert (50 % gemessen, 50 % Ersatzwert)". */
function qualitaetText(e: HistorieEintrag): string {
  if (!e.qualitaet) return '';
  const name = verbrauchTexte.qualitaet[e.qualitaet];
  const teile = (Object.keys(verbrauchTexte.qualitaet) as Qualitaet[]).filter((q) => (e.anteile?.[q] ?? 0) > 0);
  if (!e.anteile || teile.length < 2) return name;
  return `${name} (${teile.map((q) => `${Math.round(e.anteile![q] * 100)} % ${verbrauchTexte.qualitaet[q]}`).join(', ')})`;
}
