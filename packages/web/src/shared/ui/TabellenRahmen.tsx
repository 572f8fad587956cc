import type { ReactNode } from 'react';
import './tabellen.css';

/**
 * A table that may scroll sideways on a phone, with a visible cue (a hint line, edge shadows) and a
 * sticky first column (tabellen.css). Keyboard users must reach the scrolling too, so the frame is a
 * focusable, named region (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function TabellenRahmen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <p className="tabelle-hinweis" aria-hidden="true">
        Weitere Spalten: Tabelle seitlich wischen.
      </p>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable */}
      <section className="tabelle-rahmen" aria-label={name} tabIndex={0}>
        {children}
      </section>
    </>
  );
}
