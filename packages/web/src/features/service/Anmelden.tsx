import { serviceTexte } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler, rufe, type ServiceSitzung } from './api.ts';
import { Meldung } from './Meldung.tsx';

const t = serviceTexte.anmeldung;

/** Password, then always the code; at the first sign-in the secret to enrol is shown in between. */
export function Anmelden({ angemeldet }: { angemeldet: (s: ServiceSitzung) => void }) {
  const [kennung, setKennung] = useState('');
  const [passwort, setPasswort] = useState('');
  const [code, setCode] = useState('');
  const [schritt, setSchritt] = useState<{ challenge: string; einrichtung?: { secret: string; otpauthUrl: string } } | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);

  const passwortSenden = async (e: React.FormEvent) => {
    e.preventDefault();
    setFehler(null);
    try {
      setSchritt(await rufe('POST', '/service/anmelden', { headers: { kennung, passwort: encodeURIComponent(passwort) } }));
    } catch (f) {
      setFehler(f instanceof ApiFehler ? f.message : t.falsch);
    }
  };
  const codeSenden = async (e: React.FormEvent) => {
    e.preventDefault();
    setFehler(null);
    try {
      const r = await rufe<Omit<ServiceSitzung, 'token'> & { token: string }>('POST', '/service/anmelden/code', { headers: { kennung, challenge: schritt!.challenge, code } });
      angemeldet({ kennung: r.kennung, token: r.token, name: r.name, rolle: r.rolle, passwortAendern: r.passwortAendern });
    } catch (f) {
      if (f instanceof ApiFehler && f.fehler.data === t.challengeUngueltig) setSchritt(null);
      setFehler(f instanceof ApiFehler ? f.message : t.codeFalsch);
    }
  };

  return (
    <div className="seite">
      <h1>{schritt?.einrichtung ? t.einrichtenTitel : t.titel}</h1>
      <Meldung text={fehler} />
      {!schritt ? (
        <form className="formular" onSubmit={passwortSenden}>
          <div className="feld">
            <label htmlFor="kennung">{t.kennung}</label>
            <input id="kennung" name="kennung" autoComplete="username" required value={kennung} onChange={(e) => setKennung(e.target.value)} />
          </div>
          <div className="feld">
            <label htmlFor="passwort">{t.passwort}</label>
            <input id="passwort" name="passwort" type="password" autoComplete="current-password" required value={passwort} onChange={(e) => setPasswort(e.target.value)} />
          </div>
          <button type="submit" className="knopf">{t.absenden}</button>
        </form>
      ) : (
        <form className="formular" onSubmit={codeSenden}>
          {schritt.einrichtung && (
            <>
              <p>{t.einrichtenHinweis}</p>
              <p>
                {t.geheimnis}: <span className="geheimnis" data-testid="geheimnis">{schritt.einrichtung.secret}</span>
              </p>
              <p>
                <a href={schritt.einrichtung.otpauthUrl}>otpauth-Link für die Authenticator-App</a>
              </p>
            </>
          )}
          <div className="feld">
            <label htmlFor="code">{t.code}</label>
            <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} />
          </div>
          <button type="submit" className="knopf">{t.codeAbsenden}</button>
        </form>
      )}
    </div>
  );
}
