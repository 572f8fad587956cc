import { authKoepfe, authTexte, PASSWORT_AENDERN_GUELTIGKEIT_S, passwortHeaderKodieren, STATUS_PASSWORT_AENDERN, STATUS_PORTAL_GESPERRT, texte } from '@ekp/contract/ohne-zod';
import { ApiFehler, anfrage } from '../../../shared/api/client.ts';
import { sitzung } from '../../../shared/sitzung/sitzung.ts';

export type LoginErgebnis =
  | { art: 'angemeldet' }
  | { art: 'code'; kundennummer: string; challenge: string }
  | { art: 'passwortAendern' }
  | { art: 'gesperrt' }
  | { art: 'fehler'; text: string };
/** An outcome that leads on: every one but the refusal, which the form shows. */
export type Weiter = Exclude<LoginErgebnis, { art: 'fehler' }>;

// After the code step answered 700, the password change shows the confirmed challenge.
const CHALLENGE_SCHLUESSEL = 'ekp-challenge';
export const bestaetigteChallenge = () => sessionStorage.getItem(CHALLENGE_SCHLUESSEL) ?? undefined;

/** SPEC §4 login outcomes; the session is stored or cleared here, the screen navigates. */
export async function anmelden(kundennummer: string, passwort: string): Promise<LoginErgebnis> {
  sessionStorage.removeItem(CHALLENGE_SCHLUESSEL);
  return ergebnis(kundennummer, async () => {
    const res = await anfrage(authKoepfe.login, { headers: { kundennummer, passwort: passwortHeaderKodieren(passwort) } });
    const z = res.daten.zweiterFaktor;
    if (z) return { art: 'code', kundennummer: res.daten.kundennummer, challenge: z.challenge };
    sitzung.setzen(res.headers.get('token') ?? '', res.daten.kundennummer, Number(res.headers.get('ttl')));
    return { art: 'angemeldet' };
  });
}

/** The second step with a code from the app or a recovery code. */
export async function codeSenden(kundennummer: string, challenge: string, code: string): Promise<LoginErgebnis> {
  const e = await ergebnis(kundennummer, async () => {
    const res = await anfrage(authKoepfe.loginCode, { headers: { kundennummer, challenge, code } });
    sitzung.setzen(res.headers.get('token') ?? '', res.daten.kundennummer, Number(res.headers.get('ttl')));
    return { art: 'angemeldet' };
  });
  if (e.art === 'passwortAendern') sessionStorage.setItem(CHALLENGE_SCHLUESSEL, challenge);
  return e;
}

async function ergebnis(kundennummer: string, schritt: () => Promise<LoginErgebnis>): Promise<LoginErgebnis> {
  try {
    return await schritt();
  } catch (e) {
    if (!(e instanceof ApiFehler)) {
      sitzung.loeschen();
      return { art: 'fehler', text: texte.allgemein.technischerFehler };
    }
    if (e.status === STATUS_PASSWORT_AENDERN) {
      sitzung.setzen('', kundennummer, PASSWORT_AENDERN_GUELTIGKEIT_S);
      return { art: 'passwortAendern' };
    }
    sitzung.loeschen();
    if (e.status === STATUS_PORTAL_GESPERRT) return { art: 'gesperrt' };
    // ApiFehler's text: the outage text for a 503, the general fault text for any other 5xx.
    if (e.status >= 500 && e.status < 600) return { art: 'fehler', text: e.message };
    return { art: 'fehler', text: e.servertext ?? authTexte.anmeldung.fehlgeschlagen };
  }
}
