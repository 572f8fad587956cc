import { serviceApi, serviceTexte, ServiceAnmeldenHeadersSchema, ServiceCodeHeadersSchema } from '@ekp/contract';
import { useEffect, useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { anfrage, api, ApiFehler } from '../api/konsole.ts';
import type { ServiceSitzung } from '../api/sitzung.ts';
import { Meldung } from './Meldung.tsx';

const t = serviceTexte.anmeldung;
interface Schritt {
  challenge: string;
  einrichtung?: { secret: string; otpauthUrl: string };
}

/** Password, then always the code; at the first sign-in the secret to enrol is shown in between. */
export function Anmelden({ angemeldet }: { angemeldet: (s: ServiceSitzung) => void }) {
  const [kennung, setKennung] = useState('');
  const [passwort, setPasswort] = useState('');
  const [schritt, setSchritt] = useState<Schritt | null>(null);
  // The code step's own message when its challenge ran out: shown over the password form it leads back to.
  const [abgelaufen, setAbgelaufen] = useState<string | null>(null);
  // The password travels URI-encoded in its header; the schema decodes it as the server does.
  const koepfe = { kennung, passwort: encodeURIComponent(passwort) };
  const f = useFormular(
    ServiceAnmeldenHeadersSchema,
    async () => {
      setAbgelaufen(null);
      setSchritt(await api(serviceApi.anmelden, { headers: koepfe }));
    },
    { browserPruefung: true, fehlertext: (fehler) => (fehler instanceof ApiFehler ? fehler.message : t.falsch) },
  );

  return (
    <div className="seite">
      <h1>{schritt?.einrichtung ? t.einrichtenTitel : t.titel}</h1>
      {!schritt ? (
        <>
          <Meldung text={f.meldung ?? abgelaufen} />
          <form className="formular" {...f.formular(koepfe)}>
            <Textfeld id="kennung" label={t.kennung} name="kennung" autoComplete="username" required value={kennung} fehler={f.fehler.kennung} onChange={(e) => setKennung(e.target.value)} />
            <Textfeld id="passwort" label={t.passwort} name="passwort" type="password" autoComplete="current-password" required value={passwort} fehler={f.fehler.passwort} onChange={(e) => setPasswort(e.target.value)} />
            <button type="submit" className="knopf">{t.absenden}</button>
          </form>
        </>
      ) : (
        <CodeSchritt
          key={schritt.challenge}
          kennung={kennung}
          schritt={schritt}
          angemeldet={angemeldet}
          zurueck={(text) => {
            setSchritt(null);
            setAbgelaufen(text);
          }}
        />
      )}
    </div>
  );
}

/** The code of the authenticator app; a challenge that ran out leads back to the password. */
function CodeSchritt({ kennung, schritt, angemeldet, zurueck }: { kennung: string; schritt: Schritt; angemeldet: (s: ServiceSitzung) => void; zurueck: (text: string) => void }) {
  const [code, setCode] = useState('');
  const koepfe = { kennung, challenge: schritt.challenge, code };
  // The password form is gone with the focused button: the code is what comes next, so focus goes there.
  useEffect(() => document.getElementById('code')?.focus(), []);
  const f = useFormular(
    ServiceCodeHeadersSchema,
    async () => {
      try {
        const { daten: r, headers } = await anfrage(serviceApi.anmeldenCode, { headers: koepfe });
        angemeldet({ kennung: r.kennung, token: headers.get('token') ?? '', name: r.name, rolle: r.rolle, passwortAendern: r.passwortAendern });
      } catch (fehler) {
        if (fehler instanceof ApiFehler && fehler.servertext === t.challengeUngueltig) zurueck(fehler.message);
        throw fehler;
      }
    },
    { browserPruefung: true, fehlertext: (fehler) => (fehler instanceof ApiFehler ? fehler.message : t.codeFalsch) },
  );
  return (
    <>
      <Meldung text={f.meldung ?? null} />
      <form className="formular" {...f.formular(koepfe)}>
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
        <Textfeld id="code" label={t.code} name="code" inputMode="numeric" autoComplete="one-time-code" required value={code} fehler={f.fehler.code} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="knopf">{t.codeAbsenden}</button>
      </form>
    </>
  );
}
