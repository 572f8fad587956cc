import { istAusgefuellt } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { passwortZuruecksetzen } from '../api/passwort.ts';

// SPEC §2 /passwort/vergessen: one Kundennummer field, Senden, link back to the login.
export function PasswortVergessen() {
  const mandant = useMandant();
  const [kundennummer, setKundennummer] = useState('');
  const [erfolg, setErfolg] = useState<string>();
  // A header call, no schema.
  const f = useFormular(null, async () => {
    // The renewal page of this tenant receives the link; the server accepts no other address.
    const ergebnis = await passwortZuruecksetzen(kundennummer.trim(), mandant.passwortErneuernUrl);
    if (!ergebnis.ok) throw new Error(ergebnis.text);
    setErfolg(ergebnis.text);
  });
  // SPEC §5: Senden only with a non-blank customer number.
  const bereit = istAusgefuellt(kundennummer) && !f.sendet;

  return (
    <Seite titel="Passwort vergessen">
      {erfolg ? (
        // SPEC §4: on success the confirmation shows and the form is hidden.
        <Meldung art="erfolg">{erfolg}</Meldung>
      ) : (
        <form className="formular" {...f.formular({ kundennummer })}>
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
          {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
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
