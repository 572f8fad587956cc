import { authKoepfe, authTexte, passwortHeaderKodieren, STATUS_PORTAL_GESPERRT, texte } from '@ekp/contract/ohne-zod';
import { ApiFehler, anfrage } from '../../../shared/api/client.ts';
import { sitzung } from '../../../shared/sitzung/sitzung.ts';
import { bestaetigteChallenge } from './login.ts';

/** SPEC §8 password recovery: one text per outcome. */
export async function passwortZuruecksetzen(kundennummer: string, basisUrl: string): Promise<{ ok: boolean; text: string }> {
  try {
    await anfrage(authKoepfe.passwortReset, { headers: { kundennummer, basisUrl } });
    return { ok: true, text: authTexte.passwortVergessen.erfolg };
  } catch (e) {
    const status = e instanceof ApiFehler ? e.status : 0;
    if (status === 404) return { ok: false, text: authTexte.passwortVergessen.unbekannt };
    if (status === STATUS_PORTAL_GESPERRT) return { ok: false, text: authTexte.passwortVergessen.keinZugang };
    if (status >= 500 && status < 600) return { ok: false, text: (e as ApiFehler).message };
    return { ok: false, text: authTexte.passwortVergessen.unbekannterFehler };
  }
}

/** The password rules' texts: the server names the broken rule with one of them. */
const REGELTEXTE = new Set<string>(Object.values(authTexte.passwort));

/**
 * SPEC §7 passwort_reset_abschluss: the token from the mailed link and the new password, as headers. A new
 * password the server refuses by a rule (such as a common one) comes back as `regel`, the text for the field;
 * the link stays usable then. Any other failure is SPEC's general one.
 */
export async function passwortErneuern(token: string, neuesPasswort: string): Promise<{ ok: true } | { ok: false; regel?: string }> {
  try {
    await anfrage(authKoepfe.passwortResetAbschluss, { headers: { token, neuesPasswort: passwortHeaderKodieren(neuesPasswort) } });
    return { ok: true };
  } catch (e) {
    const text = e instanceof ApiFehler && e.status === 400 ? e.servertext : undefined;
    return text && REGELTEXTE.has(text) ? { ok: false, regel: text } : { ok: false };
  }
}

/**
 * SPEC §4 change password: on success the new token and customer number from the answer become the
 * session. On failure the server's text is shown, even for a 5xx (SPEC §8); a refused new password
 * Comes as `neuesPasswort`, the text for that field.
 */
export async function passwortAendern(altesPasswort: string, neuesPasswort: string): Promise<{ ok: true } | { ok: false; text: string; neuesPasswort?: string }> {
  try {
    const challenge = bestaetigteChallenge();
    const res = await anfrage(authKoepfe.passwortAendern, { body: { altesPasswort, neuesPasswort }, ...(challenge ? { headers: { challenge } } : {}) });
    sitzung.setzen(res.headers.get('token') ?? '', res.daten.kundennummer, Number(res.headers.get('ttl')));
    return { ok: true };
  } catch (e) {
    if (!(e instanceof ApiFehler)) return { ok: false, text: texte.allgemein.technischerFehler };
    const feld = e.status === 400 ? e.felder.neuesPasswort : undefined;
    return { ok: false, text: e.servertext ?? e.message, ...(feld ? { neuesPasswort: feld } : {}) };
  }
}
