import { serviceTexte } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler, rufe } from './api.ts';
import { Meldung } from './Meldung.tsx';

const t = serviceTexte.passwortAendern;

/** The start password of a new account is replaced before anything else (the server refuses every other call). */
export function PasswortAendern({ fertig }: { fertig: () => void }) {
  const [alt, setAlt] = useState('');
  const [neu, setNeu] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      <p>{serviceTexte.startpasswortAendern}</p>
      <Meldung text={fehler} />
      <form
        className="formular"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            await rufe('PUT', '/service/passwort', { body: { altesPasswort: alt, neuesPasswort: neu } });
            fertig();
          } catch (f) {
            setFehler(f instanceof ApiFehler ? f.message : null);
          }
        }}
      >
        <div className="feld">
          <label htmlFor="alt">{t.alt}</label>
          <input id="alt" type="password" autoComplete="current-password" required value={alt} onChange={(e) => setAlt(e.target.value)} />
        </div>
        <div className="feld">
          <label htmlFor="neu">{t.neu}</label>
          <input id="neu" type="password" autoComplete="new-password" required value={neu} onChange={(e) => setNeu(e.target.value)} />
        </div>
        <button type="submit" className="knopf">{t.absenden}</button>
      </form>
    </div>
  );
}
