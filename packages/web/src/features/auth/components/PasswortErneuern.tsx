import { authTexte, darfPasswortErneuern } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { passwortErneuern } from '../api/passwort.ts';
import { NeuesPasswort } from './NeuesPasswort.tsx';
import { usePasswortRegel } from './usePasswortRegel.ts';

// SPEC §2 /passwort/erneuern?token=…: completes a reset from the mailed link; needs no login.
export function PasswortErneuern({ token }: { token: string | undefined }) {
  const [neu, setNeu] = useState('');
  const [wiederholung, setWiederholung] = useState('');
  const [sendet, setSendet] = useState(false);
  const [zustand, setZustand] = useState<'formular' | 'erfolg' | 'fehler'>(token ? 'formular' : 'fehler');
  // Issue #12: the server's password policy, its immediate rules while typing (the customer number is unknown
  // here), the rest after submit.
  const regel = usePasswortRegel(neu, {});
  const bereit = darfPasswortErneuern(neu, wiederholung) && !regel.fehler && !sendet && !!token;

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!bereit || !token) return;
    setSendet(true);
    const ergebnis = await passwortErneuern(token, neu);
    setSendet(false);
    if (!ergebnis.ok && ergebnis.regel) {
      setZustand('formular');
      return regel.ablehnen(neu, ergebnis.regel);
    }
    setZustand(ergebnis.ok ? 'erfolg' : 'fehler');
  };

  if (zustand === 'erfolg') {
    // SPEC §4: after saving the form switches to its success state and hides the inputs.
    return (
      <Seite titel="Passwort erneuern">
        <Meldung art="erfolg">{authTexte.passwortErneuern.erfolg}</Meldung>
        <Link to="/anmelden" className="knopf">
          Zur Anmeldung
        </Link>
      </Seite>
    );
  }
  return (
    <Seite titel="Passwort erneuern">
      {zustand === 'fehler' && <Meldung art="fehler">{authTexte.passwortErneuern.fehler}</Meldung>}
      {token ? (
        <form onSubmit={absenden} noValidate className="formular">
          <NeuesPasswort neu={neu} wiederholung={wiederholung} onNeu={setNeu} onWiederholung={setWiederholung} regelFehler={regel.fehler} ungleichErstAbMindestlaenge />
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
