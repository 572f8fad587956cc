import type { XSkala } from '../diagramm/skala.ts';
import { xBeschriftungen } from '../diagramm/achsenwerte.ts';
import { achsenZahl } from '../format.ts';

export type Seite = 'links' | 'rechts';

/** Estimated width of a character of the 12 px tick labels (digits are ~0.6 em). */
const ZEICHEN_PX = 7.5;
const TICK = 6;

export type Rahmen = { links: number; rechts: number; oben: number; unten: number };

export function XAchse({ labels, x, rahmen, breite, uhrzeiten }: { labels: readonly string[]; x: XSkala; rahmen: Rahmen; breite: number; uhrzeiten: boolean }) {
  return (
    <g className="diagramm-x-achse">
      <line x1={rahmen.links} x2={rahmen.rechts} y1={rahmen.unten} y2={rahmen.unten} />
      {xBeschriftungen(labels, x.schritt, { zeichenPx: ZEICHEN_PX, uhrzeiten }).map((i) => {
        const label = labels[i]!;
        const mitte = x.mitte(i);
        // A label at the edge is moved inwards rather than cut off.
        const halb = (label.length * ZEICHEN_PX) / 2;
        return (
          <g key={i}>
            <line x1={mitte} x2={mitte} y1={rahmen.unten} y2={rahmen.unten + TICK} />
            <text className="diagramm-achsenwert" x={Math.min(breite - halb, Math.max(halb, mitte))} y={rahmen.unten + TICK + 12} textAnchor="middle">
              {label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export function YAchse({ seite, ticks, y, xAchse, rahmen }: { seite: Seite; ticks: number[]; y: (w: number) => number; xAchse: number; rahmen: Rahmen }) {
  const richtung = seite === 'links' ? -1 : 1;
  return (
    <g className="diagramm-y-achse">
      <line x1={xAchse} x2={xAchse} y1={rahmen.oben} y2={rahmen.unten} />
      {ticks.map((t) => (
        <g key={t}>
          <line x1={xAchse} x2={xAchse + richtung * TICK} y1={y(t)} y2={y(t)} />
          <text className="diagramm-achsenwert" x={xAchse + richtung * (TICK + 2)} y={y(t)} dy="0.32em" textAnchor={seite === 'links' ? 'end' : 'start'}>
            {achsenZahl(t)}
          </text>
        </g>
      ))}
    </g>
  );
}
