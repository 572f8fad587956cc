import { istAusgefuellt, texte, uiTexte } from '@ekp/contract/ohne-zod';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { useNavigieren, Verweis, type Ziel } from '../../../shared/routing/verweis.tsx';
import { nachAblauf, zielNachAnmeldung } from '../../../shared/routing/ziel.ts';
import { Kontrollkaestchen, Textfeld } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useSperrgrund } from '../../../shared/ui/Sperrgrund.tsx';
import { anmelden, type LoginErgebnis } from '../api/login.ts';

// Only customers with a second factor see the code step: it is not part of the login page's JavaScript
// (issue 11's budget); its chunk is fetched while the password is checked, so it is there when needed.
const codeSchrittLaden = () => import('./CodeSchritt.tsx');
const CodeSchritt = lazy(async () => ({ default: (await codeSchrittLaden()).CodeSchritt }));

export function Anmelden() {
  const mandant = useMandant();
  // Not the router's navigate: this screen also runs before the router has loaded (src/start, issue 11).
  const navigieren = useNavigieren();
  const [kundennummer, setKundennummer] = useState('');
  const [passwort, setPasswort] = useState('');
  const [akzeptiert, setAkzeptiert] = useState(false);
  const [fehler, setFehler] = useState<string>();
  const [sendet, setSendet] = useState(false);
  const [codeSchritt, setCodeSchritt] = useState<{ kundennummer: string; challenge: string }>();
  const bedingungen = mandant.nutzungsbedingungen;
  // SPEC §5: enabled with a customer number, a password and, when configured, accepted terms.
  const bereit = istAusgefuellt(kundennummer) && passwort.length > 0 && (!bedingungen || akzeptiert) && !sendet;
  const sperre = useSperrgrund(bedingungen && !akzeptiert ? uiTexte.grund.bedingungenAkzeptieren : undefined);

  const absenden = async (e: FormEvent) => {
    e.preventDefault();
    if (!bereit) return;
    setSendet(true);
    setFehler(undefined);
    codeSchrittLaden().catch(() => undefined);
    const ergebnis = await anmelden(kundennummer.trim(), passwort);
    setSendet(false);
    await weiter(ergebnis);
  };

  const weiter = async (ergebnis: LoginErgebnis) => {
    if (ergebnis.art === 'code') setCodeSchritt(ergebnis);
    // Issue 31: back to the page the customer was on when the session ran out.
    else if (ergebnis.art === 'angemeldet') await navigieren(zielNachAnmeldung(window.location.search) as Ziel);
    else if (ergebnis.art === 'passwortAendern') await navigieren('/aendere/passwort');
    else if (ergebnis.art === 'gesperrt') await navigieren('/portal/gesperrt');
    else setFehler(ergebnis.text);
  };

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
      <form onSubmit={absenden} noValidate className="formular">
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
        {fehler && <Meldung art="fehler">{fehler}</Meldung>}
        <button type="submit" className="knopf" disabled={!bereit} {...sperre.knopf}>
          Anmelden
        </button>
        {sperre.hinweis}
      </form>
      <p>
        <Verweis to="/passwort/vergessen">Passwort vergessen?</Verweis>
      </p>
    </Seite>
  );
}
