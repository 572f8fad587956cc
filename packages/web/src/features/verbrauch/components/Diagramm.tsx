import type { ReactNode } from 'react';
import { achsenZahl } from '../format.ts';
import './verbrauch.css';

/**
 * A chart with its caption. The drawing itself is hidden from screen readers: every chart on these
 * screens has a table or summary next to it that says the same in text.
 */
export function Diagramm(props: { titel: string; children: ReactNode; hoehe?: number; legende?: ReactNode; einheiten: [string, string?] }) {
  const { titel, children, hoehe = 260, legende, einheiten } = props;
  return (
    <figure className="diagramm">
      <figcaption>{titel}</figcaption>
      <Einheiten einheiten={einheiten} />
      <div className="diagramm-flaeche" style={{ height: hoehe }} aria-hidden="true">
        {children}
      </div>
      {legende}
    </figure>
  );
}

/** Axis ticks readable at 360 px: small but dark enough for WCAG contrast. */
export const ACHSE = { fontSize: 12, fill: '#3d4450' } as const;

/**
 * The units of the left and (optional) right y axis, written above each axis (issue #14: every axis has
 * a unit). Plain HTML above the drawing: it wraps and scales with the text, unlike SVG labels.
 */
export function Einheiten({ einheiten: [links, rechts] }: { einheiten: [string, string?] }) {
  return (
    <div className="diagramm-einheiten" aria-hidden="true">
      <span className="diagramm-einheit">{links}</span>
      {rechts && <span className="diagramm-einheit">{rechts}</span>}
    </div>
  );
}

/** Props of a y axis with German ticks (decimal comma, thousands dot); its unit stands above it. */
export function yAchse(seite: 'left' | 'right' = 'left') {
  return { tick: ACHSE, tickFormatter: achsenZahl, width: 48, orientation: seite };
}

export const RAND = { top: 8, left: 0, right: 4, bottom: 0 } as const;
