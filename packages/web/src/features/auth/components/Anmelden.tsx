import { ablesekampagneTexte, istAusgefuellt, texte, uiTexte } from '@ekp/contract/ohne-zod';
import { lazy, Suspense, useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { useNavigieren, Verweis, type Ziel } from '../../../shared/routing/verweis.tsx';
import { nachAblauf, zielNachAnmeldung } from '../../../shared/routing/ziel.ts';
import { Kontrollkaestchen, Textfeld } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useSperrgrund } from '../../../shared/ui/Sperrgrund.tsx';
import { anmelden, type Weiter } from '../api/login.ts';

// Only customers with a second factor see the code step: it is not part of the login page's JavaScript
// (which has a size budget); its chunk is fetched while the password is checked, so it is there when needed.
const codeSchrittLaden = () => import('./CodeSchritt.tsx');
const CodeSchritt = lazy(async () => ({ default: (await codeSchrittLaden()).CodeSchritt }));

export function Anmelden() {
  const mandant = useMandant();
  // Not the router's navigate: this screen also runs before the router has loaded (src/start).
  const navigieren = useNavigieren();
  const [kundennummer, setKundennummer] = useState('');
  const [passwort, setPasswort] = useState('');
  const [akzeptiert, setAkzeptiert] = useState(false);
  const [codeSchritt, setCodeSchritt] = useState<{ kundennummer: string; challenge: string }>();
  const bedingungen = mandant.nutzungsbedingungen;
  const sperre = useSperrgrund(bedingungen && !akzeptiert ? uiTexte.grund.bedingungenAkzeptieren : undefined);

  // Where a login that got through goes; also the code step's way on.
  const weiter = async (ergebnis: Weiter) => {
    if (ergebnis.art === 'code') setCodeSchritt(ergebnis);
    // Back to the page the customer was on when the session ran out.
    else if (ergebnis.art === 'angemeldet') await navigieren(zielNachAnmeldung(window.location.search) as Ziel);
    else if (ergebnis.art === 'passwortAendern') await navigieren('/aendere/passwort');
    else await navigieren('/portal/gesperrt');
  };

  // The login is headers, no schema: the form's text is the refusal's.
  const f = useFormular(null, async () => {
    codeSchrittLaden().catch(() => undefined);
    const ergebnis = await anmelden(kundennummer.trim(), passwort);
    if (ergebnis.art === 'fehler') throw new Error(ergebnis.text);
    await weiter(ergebnis);
  });
  // SPEC §5: enabled with a customer number, a password and, when configured, accepted terms.
  const bereit = istAusgefuellt(kundennummer) && passwort.length > 0 && (!bedingungen || akzeptiert) && !f.sendet;

  if (codeSchritt) {
    return (
      <Seite titel="Anmelden">
        <Suspense fallback={<Ladeanzeige />}>
          <CodeSchritt {...codeSchritt} weiter={weiter} zurueck={() => setCodeSchritt(undefined)} />
        </Suspense>
      </Seite>
    );
  }

  return (
    <Seite titel="Anmelden">
      {nachAblauf(window.location.search) && <Meldung art="info">{texte.allgemein.nichtAngemeldet}</Meldung>}
      {mandant.zugangsdatenInfo && <Meldung art="info">{mandant.zugangsdatenInfo}</Meldung>}
      <form className="formular" {...f.formular({ kundennummer, passwort })}>
        <Textfeld id="kundennummer" label="Kundennummer" praefix={mandant.kundennummerPraefix || undefined} value={kundennummer} onChange={(e) => setKundennummer(e.target.value)} autoComplete="username" required />
        <Textfeld id="passwort" label="Passwort" type="password" value={passwort} onChange={(e) => setPasswort(e.target.value)} autoComplete="current-password" required />
        {bedingungen && (
          <Kontrollkaestchen id="nutzungsbedingungen" checked={akzeptiert} onChange={(e) => setAkzeptiert(e.target.checked)}>
            {bedingungen.teil1}{' '}
            <a href={bedingungen.url} target="_blank" rel="noreferrer">
              {bedingungen.label}
            </a>{' '}
            {bedingungen.teil2}
          </Kontrollkaestchen>
        )}
        {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
        <button type="submit" className="knopf" disabled={!bereit} {...sperre.knopf}>
          Anmelden
        </button>
        {sperre.hinweis}
      </form>
      <p>
        <Verweis to="/passwort/vergessen">Passwort vergessen?</Verweis>
      </p>
      <p>
        <Verweis to="/zaehlerstand">{ablesekampagneTexte.linkText}</Verweis>
      </p>
    </Seite>
  );
}
