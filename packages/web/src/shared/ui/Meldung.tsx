import type { ReactNode } from 'react';

export type MeldungsArt = 'info' | 'erfolg' | 'fehler' | 'warnung';

/** An info, success, warning or error banner; errors are announced at once (role=alert). */
export function Meldung({ art, children, onSchliessen }: { art: MeldungsArt; children: ReactNode; onSchliessen?: () => void }) {
  return (
    <div className={`meldung meldung-${art}`} role={art === 'fehler' ? 'alert' : 'status'}>
      <div className="meldung-text">{children}</div>
      {onSchliessen && (
        <button type="button" className="meldung-schliessen" onClick={onSchliessen} aria-label="Meldung schließen">
          ×
        </button>
      )}
    </div>
  );
}

export function Ladeanzeige({ text = 'Wird geladen …' }: { text?: string }) {
  return (
    <output className="ladeanzeige">{text}</output>
  );
}
