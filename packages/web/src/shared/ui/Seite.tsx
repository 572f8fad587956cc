import { useEffect, type ReactNode } from 'react';
import { useMandant } from '../mandant/mandant.tsx';

/** A screen: its h1, the document title, and its content. */
export function Seite({ titel, children, className }: { titel: string; children: ReactNode; className?: string }) {
  const mandant = useMandant();
  useEffect(() => {
    document.title = `${titel} – ${mandant.anzeigename}`;
  }, [titel, mandant.anzeigename]);
  return (
    <div className={['seite', className].filter(Boolean).join(' ')}>
      <h1>{titel}</h1>
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
