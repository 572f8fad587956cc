import { sicherheitTexte } from '@ekp/contract/ohne-zod';
import { useEffect, useState, type FormEvent } from 'react';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { codeSenden, type LoginErgebnis } from '../api/login.ts';

/** Issue #12: the second step of the login for a customer with the second factor on. */
export function CodeSchritt(props: { kundennummer: string; challenge: string; weiter: (e: LoginErgebnis) => Promise<void>; zurueck: () => void }) {
  const { kundennummer, challenge, weiter, zurueck } = props;
  const [code, setCode] = useState('');
  // Issue 31 item 9: the code field has the focus when the step appears, the keyboard opens on a phone.
  useEffect(() => document.getElementById('code')?.focus(), []);
  const [fehler, setFehler] = useState<string>();
  const [sendet, setSendet] = useState(false);
  const bereit = code.trim().length > 0 && !sendet;

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!bereit) return;
    setSendet(true);
    setFehler(undefined);
    const ergebnis = await codeSenden(kundennummer, challenge, code.trim());
    setSendet(false);
    if (ergebnis.art === 'fehler') {
      setFehler(ergebnis.text);
      setCode('');
    } else await weiter(ergebnis);
  };

  return (
    <form onSubmit={absenden} noValidate className="formular" aria-labelledby="code-titel">
      <h2 id="code-titel">{sicherheitTexte.anmeldungTitel}</h2>
      <p>{sicherheitTexte.anmeldungHinweis}</p>
      {/* Issue 31 item 9: a recovery code has letters: no number pad. */}
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
      {fehler && <Meldung art="fehler">{fehler}</Meldung>}
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
