import { useId, useState, type CSSProperties, type PointerEvent } from 'react';
import { achsenWerte } from '../diagramm/achsenwerte.ts';
import { linienPfad } from '../diagramm/pfade.ts';
import { bandSkala, linear, punktSkala } from '../diagramm/skala.ts';
import { useBreite } from './useBreite.ts';
import { XAchse, YAchse, type Seite } from './ZeichnungAchsen.tsx';
import './verbrauch.css';

export type { Seite };

/** One data series of a chart. A chart has at most one series of bars. */
export interface Reihe {
  art: 'balken' | 'linie' | 'stufe';
  werte: ReadonlyArray<number | null>;
  farbe: string;
  /** The value as the hover readout writes it ("1,23 kWh"). */
  format: (wert: number) => string;
  /** Name in the readout; left out where the chart's own title says it. */
  name?: string;
  /** The y axis the series is read against; the left one by default. */
  achse?: Seite;
  /** Dashes of a line (SVG stroke-dasharray). */
  striche?: string;
  /** Per bar: hatched instead of filled (a forecast; WCAG 1.4.1, not by colour alone). */
  schraffiert?: ReadonlyArray<boolean>;
  /** Per point of a line: a hollow ring. */
  markiert?: ReadonlyArray<boolean>;
}

/** A horizontal line at a value of the left axis (zero, a mean). */
export interface Referenzlinie {
  y: number;
  farbe: string;
  striche?: string;
}

interface Props {
  /** One x label per point. */
  labels: readonly string[];
  /** The readout's heading per point ("17.11.2026 19:00 Uhr"); the x label by default. */
  titel?: readonly string[];
  reihen: readonly Reihe[];
  hoehe: number;
  linien?: readonly Referenzlinie[];
  /** The labels are times of day: the x axis labels whole hours only. */
  uhrzeiten?: boolean;
  /** A vertical "jetzt" line at this (fractional) point index: between points i and i + 1 for a time within step i. */
  jetzt?: number;
  /** The hovered point, for charts that show one together (the hourly history); else each chart keeps its own. */
  aktiv?: number | null;
  onAktiv?: (index: number | null) => void;
}

/** Width of a y axis with its tick labels ("12.500", "-1,25" at 12 px). */
const ACHSE = 48;
const OBEN = 8;
const RECHTS = 8;
/** Room under the plot for the x axis: a tick mark and one line of labels. */
const UNTEN = 26;

const istZahl = (w: number | null): w is number => w !== null;

/** The x position of a fractional point index (between two points' centres). */
function jetztX(x: { mitte(i: number): number }, index: number): number {
  const i = Math.floor(index);
  const rest = index - i;
  return rest === 0 ? x.mitte(i) : x.mitte(i) + (x.mitte(i + 1) - x.mitte(i)) * rest;
}

/**
 * A bar and line chart drawn as SVG at the size of its container (measured, so 12 px text stays 12 px at
 * 360 px and at 1280 px): horizontal dashed grid lines, a left and an optional right y axis with German
 * ticks, x labels thinned so they do not overlap, and a readout of the point under the mouse or finger.
 * The drawing is hidden from screen readers: a table or summary beside every chart says the same.
 */
export function Zeichnung(props: Props) {
  const [ref, breite] = useBreite();
  const [eigenerPunkt, setEigenerPunkt] = useState<number | null>(null);
  const aktiv = props.onAktiv ? (props.aktiv ?? null) : eigenerPunkt;
  const setAktiv = props.onAktiv ?? setEigenerPunkt;
  return (
    <div ref={ref} className="diagramm-flaeche" style={{ height: props.hoehe }} aria-hidden="true">
      {breite > 0 && <Bild {...props} breite={breite} aktiv={aktiv} setAktiv={setAktiv} />}
    </div>
  );
}

interface BildProps extends Props {
  breite: number;
  aktiv: number | null;
  setAktiv: (index: number | null) => void;
}

function Bild({ labels, titel = labels, reihen, hoehe, linien = [], uhrzeiten = false, jetzt, breite, aktiv, setAktiv }: BildProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const mitRechts = reihen.some((r) => r.achse === 'rechts');
  const rahmen = { links: ACHSE, rechts: breite - (mitRechts ? ACHSE : RECHTS), oben: OBEN, unten: hoehe - UNTEN };
  const achse = (seite: Seite, extra: number[]) => {
    const ticks = achsenWerte([...reihen.filter((r) => (r.achse ?? 'links') === seite).flatMap((r) => r.werte.filter(istZahl)), ...extra]);
    return { ticks, y: linear([ticks[0]!, ticks.at(-1)!], [rahmen.unten, rahmen.oben]) };
  };
  const links = achse('links', linien.map((l) => l.y));
  const rechts = mitRechts ? achse('rechts', []) : null;
  const yVon = (r: Reihe) => (r.achse === 'rechts' && rechts ? rechts : links).y;
  const balken = reihen.some((r) => r.art === 'balken');
  const x = (balken ? bandSkala : punktSkala)(labels.length, [rahmen.links, rahmen.rechts]);
  const musterId = (reihe: number) => `${id}-prognose-${reihe}`;

  const zeigen = (e: PointerEvent<SVGSVGElement>) => setAktiv(x.index(e.clientX - e.currentTarget.getBoundingClientRect().left));
  return (
    <>
      <svg
        className="diagramm-svg"
        width={breite}
        height={hoehe}
        viewBox={`0 0 ${breite} ${hoehe}`}
        focusable="false"
        onPointerMove={zeigen}
        onPointerDown={zeigen}
        // A finger lifted keeps its readout (like a tap); the mouse leaving clears it.
        onPointerLeave={(e) => e.pointerType === 'mouse' && setAktiv(null)}
      >
        <defs>
          {reihen.map((r, i) =>
            r.schraffiert?.some(Boolean) ? (
              <pattern key={i} id={musterId(i)} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="8" height="8" fill="#ffffff" />
                <rect width="4" height="8" fill={r.farbe} />
              </pattern>
            ) : null,
          )}
        </defs>
        <g className="diagramm-gitter">
          {links.ticks.map((t) => (
            <line key={t} x1={rahmen.links} x2={rahmen.rechts} y1={links.y(t)} y2={links.y(t)} />
          ))}
        </g>
        {aktiv !== null &&
          (balken ? (
            <rect className="diagramm-cursor" x={x.mitte(aktiv) - x.schritt / 2} y={rahmen.oben} width={x.schritt} height={rahmen.unten - rahmen.oben} />
          ) : (
            <line className="diagramm-cursor" x1={x.mitte(aktiv)} x2={x.mitte(aktiv)} y1={rahmen.oben} y2={rahmen.unten} />
          ))}
        {reihen.map((r, ri) =>
          r.art !== 'balken'
            ? null
            : r.werte.map((w, i) => {
                if (w === null) return null;
                const [y0, yw] = [yVon(r)(0), yVon(r)(w)];
                const b = x.schritt * 0.8;
                const prognose = r.schraffiert?.[i] === true;
                return (
                  <rect
                    key={i}
                    className="diagramm-balken"
                    x={x.mitte(i) - b / 2}
                    y={Math.min(y0, yw)}
                    width={b}
                    height={Math.abs(yw - y0)}
                    fill={prognose ? `url(#${musterId(ri)})` : r.farbe}
                    stroke={prognose ? r.farbe : undefined}
                    data-schraffiert={prognose || undefined}
                  />
                );
              }),
        )}
        {jetzt !== undefined && jetzt >= 0 && jetzt <= labels.length - 1 && (
          <g className="diagramm-jetzt" data-jetzt>
            <line x1={jetztX(x, jetzt)} x2={jetztX(x, jetzt)} y1={rahmen.oben} y2={rahmen.unten} />
            <text x={jetztX(x, jetzt) + (jetztX(x, jetzt) > (rahmen.links + rahmen.rechts) / 2 ? -4 : 4)} y={rahmen.oben + 12} textAnchor={jetztX(x, jetzt) > (rahmen.links + rahmen.rechts) / 2 ? 'end' : 'start'}>
              jetzt
            </text>
          </g>
        )}
        {linien.map((l) => (
          <line key={l.y} className="diagramm-referenz" x1={rahmen.links} x2={rahmen.rechts} y1={links.y(l.y)} y2={links.y(l.y)} stroke={l.farbe} strokeDasharray={l.striche} />
        ))}
        {reihen.map((r, i) =>
          r.art === 'balken' ? null : (
            <path
              key={i}
              className="diagramm-linie"
              d={linienPfad(
                r.werte.map((w, j) => (w === null ? null : [x.mitte(j), yVon(r)(w)])),
                r.art === 'stufe',
              )}
              stroke={r.farbe}
              strokeDasharray={r.striche}
            />
          ),
        )}
        {reihen.map((r, ri) =>
          r.art === 'balken'
            ? null
            : r.werte.map((w, i) =>
                w === null || r.markiert?.[i] !== true ? null : (
                  <circle key={`${ri}-${i}`} className="diagramm-markierung" cx={x.mitte(i)} cy={yVon(r)(w)} r="3.5" stroke={r.farbe} data-markiert />
                ),
              ),
        )}
        <XAchse labels={labels} x={x} rahmen={rahmen} breite={breite} uhrzeiten={uhrzeiten} />
        <YAchse seite="links" {...links} xAchse={rahmen.links} rahmen={rahmen} />
        {rechts && <YAchse seite="rechts" {...rechts} xAchse={rahmen.rechts} rahmen={rahmen} />}
        {aktiv !== null &&
          reihen.map((r, i) => {
            const w = r.werte[aktiv];
            return r.art === 'balken' || w == null ? null : <circle key={i} className="diagramm-punkt" cx={x.mitte(aktiv)} cy={yVon(r)(w)} r="4" fill={r.farbe} />;
          })}
      </svg>
      {aktiv !== null && <Ablesung titel={titel[aktiv] ?? ''} reihen={reihen} index={aktiv} xPunkt={x.mitte(aktiv)} breite={breite} />}
    </>
  );
}

/** The values at the hovered point, in a box beside it (on the side with more room). */
function Ablesung({ titel, reihen, index, xPunkt, breite }: { titel: string; reihen: readonly Reihe[]; index: number; xPunkt: number; breite: number }) {
  const lage: CSSProperties = xPunkt > breite / 2 ? { right: breite - xPunkt + 12 } : { left: xPunkt + 12 };
  return (
    <div className="diagramm-ablesung" style={lage}>
      <strong>{titel}</strong>
      {reihen.map((r, i) => {
        const w = r.werte[index];
        return w == null ? null : (
          <span key={i}>
            <span className="legende-muster" style={{ background: r.farbe }} />
            {r.name ? `${r.name}: ${r.format(w)}` : r.format(w)}
          </span>
        );
      })}
    </div>
  );
}
