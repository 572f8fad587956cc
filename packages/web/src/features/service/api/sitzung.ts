import type { Rolle } from '@ekp/contract';
import { kopfmodusSetzen } from '../../../shared/api/client.ts';

// The staff session (headers token and kennung) lives in sessionStorage, so closing the tab signs out of
// the browser side; the server ends the session after 15 idle minutes anyway.
const SCHLUESSEL = 'ekp-service';

export interface ServiceSitzung {
  kennung: string;
  token: string;
  name: string;
  rolle: Rolle;
  passwortAendern: boolean;
}

export function sitzungLesen(): ServiceSitzung | null {
  try {
    return JSON.parse(sessionStorage.getItem(SCHLUESSEL) ?? 'null') as ServiceSitzung | null;
  } catch {
    return null;
  }
}
export function sitzungSpeichern(s: ServiceSitzung | null): void {
  if (s) sessionStorage.setItem(SCHLUESSEL, JSON.stringify(s));
  else sessionStorage.removeItem(SCHLUESSEL);
}

let beiAbmeldung: () => void = () => {};
/** What the shell does when the server ends the session (401): back to the sign-in. */
export const abgemeldetMelden = (f: () => void) => (beiAbmeldung = f);

/** The server no longer knows the session: forget it here and go back to the sign-in. */
export function sitzungBeendet(): void {
  if (!sitzungLesen()) return;
  sitzungSpeichern(null);
  beiAbmeldung();
}

/** The console's calls go through the shared client with the staff headers instead of a customer's. */
kopfmodusSetzen({
  koepfe() {
    const s = sitzungLesen();
    return s ? { token: s.token, kennung: s.kennung } : ({} as Record<string, string>);
  },
  abgelaufen: sitzungBeendet,
});
