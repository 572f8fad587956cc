import { uiTexte } from '@ekp/contract/aufrufe';
import type { ReactNode } from 'react';

export type MeldungsArt = 'info' | 'erfolg' | 'fehler' | 'warnung';

/**
 * An info, success, warning or error banner; errors are announced at once (role=alert). Empty and error
 * states add a short helpful sentence (`hilfe`) and the next action (`aktion`, a link or button).
 */
export function Meldung(props: { art: MeldungsArt; children: ReactNode; onSchliessen?: () => void; hilfe?: string; aktion?: ReactNode }) {
  const { art, children, onSchliessen, hilfe, aktion } = props;
  return (
    <div className={`meldung meldung-${art}`} role={art === 'fehler' ? 'alert' : 'status'}>
      <div className="meldung-text">
        {hilfe || aktion ? <p>{children}</p> : children}
        {hilfe && <p>{hilfe}</p>}
        {aktion && <div className="meldung-aktion">{aktion}</div>}
      </div>
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

/**
 * A screen whose data failed to load (a 500, a lost connection) says so and offers to
 * ask again, instead of leaving the customer on a dead end. `text` is the screen's SPEC §8 message.
 */
export function Ladefehler({ text, erneut, laedt = false }: { text: string; erneut: () => unknown; laedt?: boolean }) {
  return (
    <Meldung
      art="fehler"
      hilfe={uiTexte.hilfe.ladefehler}
      aktion={
        <button type="button" className="knopf knopf-sekundaer" onClick={() => void erneut()} disabled={laedt}>
          Erneut versuchen
        </button>
      }
    >
      {text}
    </Meldung>
  );
}
