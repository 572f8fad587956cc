import type { ReactNode } from 'react';
import './verbrauch.css';

/**
 * A chart with its caption. The drawing itself is hidden from screen readers: every chart on these
 * screens has a table or summary next to it that says the same in text.
 */
export function Diagramm({ titel, children, hoehe = 260 }: { titel: string; children: ReactNode; hoehe?: number }) {
  return (
    <figure className="diagramm">
      <figcaption>{titel}</figcaption>
      <div className="diagramm-flaeche" style={{ height: hoehe }} aria-hidden="true">
        {children}
      </div>
    </figure>
  );
}

/** Axis ticks readable at 360 px: small but dark enough for WCAG contrast. */
export const ACHSE = { fontSize: 12, fill: '#3d4450' } as const;
