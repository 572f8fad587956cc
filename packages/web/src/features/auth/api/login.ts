import { authApi, PASSWORT_AENDERN_GUELTIGKEIT_S, passwortHeaderKodieren, STATUS_PASSWORT_AENDERN, STATUS_PORTAL_GESPERRT, texte } from '@ekp/contract';
import { ApiFehler, anfrage } from '../../../shared/api/client.ts';
import { sitzung } from '../../../shared/sitzung/sitzung.ts';

export type LoginErgebnis = { art: 'angemeldet' } | { art: 'passwortAendern' } | { art: 'gesperrt' } | { art: 'fehler'; text: string };

/** SPEC §4 login outcomes; the session is stored or cleared here, the screen navigates. */
export async function anmelden(kundennummer: string, passwort: string): Promise<LoginErgebnis> {
  try {
    const res = await anfrage(authApi.login, { headers: { kundennummer, passwort: passwortHeaderKodieren(passwort) } });
    sitzung.setzen(res.headers.get('token') ?? '', res.daten.kundennummer, Number(res.headers.get('ttl')));
    return { art: 'angemeldet' };
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
    return { art: 'fehler', text: e.servertext ?? texte.anmeldung.fehlgeschlagen };
  }
}
