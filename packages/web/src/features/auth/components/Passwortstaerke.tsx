import { authTexte, passwortstaerke, type Passwortstaerke } from '@ekp/contract';
import './auth.css';

const BEZEICHNUNG: Record<Passwortstaerke, string> = { nichtVorhanden: '', schwach: 'schwach', mittel: 'mittel', stark: 'stark' };

/** SPEC §5/§9: the bar appears once the password has 8 characters; widths 100, 55, 5 or 0 percent. */
export function Passwortstaerkeanzeige({ id, passwort }: { id: string; passwort: string }) {
  const { stufe, prozent } = passwortstaerke(passwort);
  if (prozent === 0) return null;
  return (
    <div className="passwortstaerke" id={id}>
      <div className="staerke" aria-hidden="true">
        <span className={`staerke-${stufe}`} style={{ width: `${prozent}%` }} data-prozent={prozent} />
      </div>
      <p className="feld-hinweis">
        Passwortstärke: <strong>{BEZEICHNUNG[stufe]}</strong>
      </p>
    </div>
  );
}

/** SPEC §5 hint below the new password. */
export const STAERKE_HINWEIS = authTexte.passwort.hinweisStark;
