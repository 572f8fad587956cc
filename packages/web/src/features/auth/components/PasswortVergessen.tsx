import { istAusgefuellt } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { passwortZuruecksetzen } from '../api/passwort.ts';

// SPEC §2 /passwort/vergessen: one Kundennummer field, Senden, link back to the login.
export function PasswortVergessen() {
  const mandant = useMandant();
  const [kundennummer, setKundennummer] = useState('');
  const [sendet, setSendet] = useState(false);
  const [ergebnis, setErgebnis] = useState<{ ok: boolean; text: string }>();
  // SPEC §5: Senden only with a non-blank customer number.
  const bereit = istAusgefuellt(kundennummer) && !sendet;

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!bereit) return;
    setSendet(true);
    setErgebnis(undefined);
    // The renewal page of this tenant receives the link; the server accepts no other address.
    setErgebnis(await passwortZuruecksetzen(kundennummer.trim(), mandant.passwortErneuernUrl));
    setSendet(false);
  };

  return (
    <Seite titel="Passwort vergessen">
      {ergebnis?.ok ? (
        // SPEC §4: on success the confirmation shows and the form is hidden.
        <Meldung art="erfolg">{ergebnis.text}</Meldung>
      ) : (
        <form onSubmit={absenden} noValidate className="formular">
          <p>Geben Sie Ihre Kundennummer ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.</p>
          <Textfeld
            id="kundennummer"
            label="Kundennummer"
            praefix={mandant.kundennummerPraefix || undefined}
            value={kundennummer}
            onChange={(e) => setKundennummer(e.target.value)}
            autoComplete="username"
            required
          />
          {ergebnis && <Meldung art="fehler">{ergebnis.text}</Meldung>}
          <div className="knopfleiste">
            <button type="submit" className="knopf" disabled={!bereit}>
              Senden
            </button>
          </div>
        </form>
      )}
      <p>
        <Link to="/anmelden">Zurück zur Anmeldung</Link>
      </p>
    </Seite>
  );
}
