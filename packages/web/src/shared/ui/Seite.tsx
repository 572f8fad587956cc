import { useEffect, useRef, type ReactNode } from 'react';
import { useMandant } from '../mandant/mandant.tsx';

// The first screen of a visit keeps the browser's own focus (top of the page, or a field's autofocus).
let ersterBildschirm = true;

/**
 * A screen: its h1, the document title, and its content. After a move to another screen (a route
 * change, the step after the second factor) focus goes to the new screen's heading, so a screen reader
 * announces where the customer now is and Tab continues from there; a field that took focus itself keeps it.
 */
export function Seite({ titel, children, className }: { titel: string; children: ReactNode; className?: string }) {
  const mandant = useMandant();
  const ueberschrift = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${titel} – ${mandant.anzeigename}`;
  }, [titel, mandant.anzeigename]);
  useEffect(() => {
    if (ersterBildschirm) {
      ersterBildschirm = false;
      return;
    }
    const aktiv = document.activeElement;
    const feldHatFokus = aktiv instanceof HTMLElement && aktiv.matches('input, select, textarea') && ueberschrift.current?.closest('.seite')?.contains(aktiv);
    if (!feldHatFokus) ueberschrift.current?.focus();
  }, []);
  return (
    <div className={['seite', className].filter(Boolean).join(' ')}>
      <h1 ref={ueberschrift} tabIndex={-1}>
        {titel}
      </h1>
      {children}
    </div>
  );
}

export function Abschnitt({ titel, children, ueberschrift = 2 }: { titel: string; children: ReactNode; ueberschrift?: 2 | 3 }) {
  const H = ueberschrift === 2 ? 'h2' : 'h3';
  return (
    <section className="abschnitt" aria-label={titel}>
      <H>{titel}</H>
      {children}
    </section>
  );
}
