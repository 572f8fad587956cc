import { verbrauchTexte, zahlDeutsch } from '@ekp/contract/aufrufe';
import type { HistorieEintrag } from '@ekp/contract';

const MONATE = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];

/**
 * Twelve months of consumption as a small bar sparkline: plain SVG, no chart library (the home page
 * stays light). The drawing is hidden from screen readers; the caption says the same in words.
 */
export default function Sparkline({ daten }: { daten: HistorieEintrag[] }) {
  const max = Math.max(...daten.map((d) => d.verbrauch), 1);
  const summe = daten.reduce((s, d) => s + d.verbrauch, 0);
  const breite = 100 / daten.length;
  const erster = daten[0]!.von;
  const letzter = daten.at(-1)!.von;
  // The weakest quality of the twelve months, as the history's buckets take theirs.
  const qualitaet = daten.some((d) => d.qualitaet === 'VORLAEUFIG') ? 'VORLAEUFIG' : daten.some((d) => d.qualitaet === 'ERSATZWERT') ? 'ERSATZWERT' : null;
  const monat = (iso: string) => `${MONATE[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  return (
    <figure className="sparkline">
      <svg viewBox="0 0 100 30" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {daten.map((d, i) => {
          const h = Math.max(0.5, (d.verbrauch / max) * 28);
          return <rect key={d.von} x={i * breite + breite * 0.15} y={30 - h} width={breite * 0.7} height={h} />;
        })}
      </svg>
      <figcaption>
        Verbrauch {monat(erster)} bis {monat(letzter)}: {zahlDeutsch(summe)} kWh
        {qualitaet && ` (${verbrauchTexte.enthaelt[qualitaet]})`}
      </figcaption>
    </figure>
  );
}
