import { sicherheitTexte } from '@ekp/contract/ohne-zod';
import { useEffect, useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { codeSenden, type Weiter } from '../api/login.ts';

/** The second step of the login for a customer with the second factor on. */
export function CodeSchritt(props: { kundennummer: string; challenge: string; weiter: (e: Weiter) => Promise<void>; zurueck: () => void }) {
  const { kundennummer, challenge, weiter, zurueck } = props;
  const [code, setCode] = useState('');
  // The code field has the focus when the step appears, the keyboard opens on a phone.
  useEffect(() => document.getElementById('code')?.focus(), []);
  const f = useFormular(null, async () => {
    const ergebnis = await codeSenden(kundennummer, challenge, code.trim());
    if (ergebnis.art !== 'fehler') return weiter(ergebnis);
    // A wrong code is not typed over: the field is emptied for the next one.
    setCode('');
    throw new Error(ergebnis.text);
  });
  const bereit = code.trim().length > 0 && !f.sendet;

  return (
    <form className="formular" aria-labelledby="code-titel" {...f.formular({ code })}>
      <h2 id="code-titel">{sicherheitTexte.anmeldungTitel}</h2>
      <p>{sicherheitTexte.anmeldungHinweis}</p>
      {/* A recovery code has letters: no number pad. */}
      <Textfeld
        id="code"
        label={sicherheitTexte.code}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        required
      />
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={!bereit}>
          {sicherheitTexte.anmeldungAbsenden}
        </button>
        {/* An expired challenge needs the password again. */}
        <button type="button" className="knopf knopf-sekundaer" onClick={zurueck}>
          {sicherheitTexte.zurueck}
        </button>
      </div>
    </form>
  );
}
