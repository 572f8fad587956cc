import { authTexte, darfPasswortErneuern } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { passwortErneuern } from '../api/passwort.ts';
import { NeuesPasswort } from './NeuesPasswort.tsx';
import { usePasswortRegel } from './usePasswortRegel.ts';

// SPEC §2 /passwort/erneuern?token=…: completes a reset from the mailed link; needs no login.
export function PasswortErneuern({ token }: { token: string | undefined }) {
  const [neu, setNeu] = useState('');
  const [wiederholung, setWiederholung] = useState('');
  const [erfolg, setErfolg] = useState(false);
  // The server's password policy, its immediate rules while typing (the customer number is unknown
  // here), the rest after submit.
  const regel = usePasswortRegel(neu, {});
  // A header call, no schema; any failure but a refused password is SPEC's one text.
  const f = useFormular(null, async () => {
    const ergebnis = await passwortErneuern(token ?? '', neu);
    if (!ergebnis.ok) throw ergebnis.regel ? regel.ablehnen(neu, ergebnis.regel) : new Error(authTexte.passwortErneuern.fehler);
    setErfolg(true);
  });
  const bereit = darfPasswortErneuern(neu, wiederholung) && !regel.fehler && !f.sendet && !!token;
  // Without a token the link is broken before anything is sent.
  const meldung = token ? f.meldung : authTexte.passwortErneuern.fehler;

  if (erfolg) {
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
      {meldung && <Meldung art="fehler">{meldung}</Meldung>}
      {token ? (
        <form className="formular" {...f.formular({ neu, wiederholung })}>
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
