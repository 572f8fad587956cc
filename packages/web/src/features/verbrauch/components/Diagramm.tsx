import type { ReactNode } from 'react';
import './verbrauch.css';

/**
 * A chart with its caption, the units of its axes above it and an optional legend below. The drawing
 * (`Zeichnung`) is hidden from screen readers: every chart on these screens has a table or summary next
 * to it that says the same in text.
 */
export function Diagramm(props: { titel: string; children: ReactNode; legende?: ReactNode; einheiten: [string, string?] }) {
  const { titel, children, legende, einheiten } = props;
  return (
    <figure className="diagramm">
      <figcaption>{titel}</figcaption>
      <Einheiten einheiten={einheiten} />
      {children}
      {legende}
    </figure>
  );
}

/**
 * The units of the left and (optional) right y axis, written above each axis (every axis has
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
