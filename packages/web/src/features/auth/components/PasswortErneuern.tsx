import { darfPasswortErneuern, istPasswortLangGenug, texte } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { passwortErneuern } from '../api/passwort.ts';
import { Passwortstaerkeanzeige, STAERKE_HINWEIS } from './Passwortstaerke.tsx';
import { usePasswortRegel } from './usePasswortRegel.ts';

/** SPEC §5: below 8 characters the strength message, otherwise the equality check. */
function hinweisFuer(neu: string, wiederholung: string): string | undefined {
  if (neu.length > 0 && !istPasswortLangGenug(neu)) return texte.passwort.zuKurz;
  if (istPasswortLangGenug(neu) && wiederholung.length > 0 && neu !== wiederholung) return texte.passwort.ungleich;
  return undefined;
}

// SPEC §2 /passwort/erneuern?token=…: completes a reset from the mailed link; needs no login.
export function PasswortErneuern({ token }: { token: string | undefined }) {
  const [neu, setNeu] = useState('');
  const [wiederholung, setWiederholung] = useState('');
  const [sendet, setSendet] = useState(false);
  const [zustand, setZustand] = useState<'formular' | 'erfolg' | 'fehler'>(token ? 'formular' : 'fehler');
  // Issue #12: the server's password policy, shown before submit (the customer number is unknown here).
  const regel = usePasswortRegel(neu, {});
  const bereit = darfPasswortErneuern(neu, wiederholung) && regel.geprueft && !regel.fehler && !sendet && !!token;
  const hinweis = hinweisFuer(neu, wiederholung);

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!bereit || !token) return;
    setSendet(true);
    setZustand((await passwortErneuern(token, neu)) ? 'erfolg' : 'fehler');
    setSendet(false);
  };

  if (zustand === 'erfolg') {
    // SPEC §4: after saving the form switches to its success state and hides the inputs.
    return (
      <Seite titel="Passwort erneuern">
        <Meldung art="erfolg">{texte.passwortErneuern.erfolg}</Meldung>
        <Link to="/anmelden" className="knopf">
          Zur Anmeldung
        </Link>
      </Seite>
    );
  }
  return (
    <Seite titel="Passwort erneuern">
      {zustand === 'fehler' && <Meldung art="fehler">{texte.passwortErneuern.fehler}</Meldung>}
      {token ? (
        <form onSubmit={absenden} noValidate className="formular">
          <Textfeld
            id="neues-passwort"
            label="Neues Passwort"
            type="password"
            autoComplete="new-password"
            value={neu}
            onChange={(e) => setNeu(e.target.value)}
            hinweis={STAERKE_HINWEIS}
            fehler={regel.fehler}
            required
          />
          <Passwortstaerkeanzeige id="neues-passwort-staerke" passwort={neu} />
          <Textfeld
            id="passwort-wiederholen"
            label="Neues Passwort (wiederholen)"
            type="password"
            autoComplete="new-password"
            value={wiederholung}
            onChange={(e) => setWiederholung(e.target.value)}
            fehler={hinweis === texte.passwort.ungleich ? hinweis : undefined}
            required
          />
          <div className="knopfleiste">
            <button type="submit" className="knopf" disabled={!bereit}>
              Passwort speichern
            </button>
          </div>
        </form>
      ) : (
        <p>
          <Link to="/passwort/vergessen">Neuen Link anfordern</Link>
        </p>
      )}
      <p>
        <Link to="/anmelden">Zurück zur Anmeldung</Link>
      </p>
    </Seite>
  );
}
