import { redirect } from '@tanstack/react-router';
import { sitzung } from '../sitzung/sitzung.ts';

// SPEC §2 route guard, in SPEC's order.
/** SPEC: "The flag is always false"; kept so the rule stays visible where it applies. */
export const PORTAL_GESPERRT = false;

export const PASSWORT_AENDERN_PFAD = '/aendere/passwort';
const PASSWORT_AENDERN_PFADE = ['/aendere/passwort', '/passwort/aendern'];
/** The consent page of a running OAuth interaction (the server's `interactions.url`). */
export const ZUSTIMMUNG_PFAD = '/freigaben/zustimmung';
/** §312k BGB: terminating must never wait for a login or a password change; nor does reporting a reading with the letter's code. */
const IMMER_ERREICHBAR = ['/kuendigung', '/barrierefreiheit', '/zaehlerstand'];

/** Rules 1 and 2 hold on every route: the blocked portal, then the forced password change. */
export function globaleRegeln(pfad: string): void {
  if (PORTAL_GESPERRT && pfad !== '/portal/gesperrt') throw redirect({ to: '/portal/gesperrt' });
  if (sitzung.zustand() === 'passwortAendern' && !PASSWORT_AENDERN_PFADE.includes(pfad) && !IMMER_ERREICHBAR.includes(pfad)) {
    throw redirect({ to: PASSWORT_AENDERN_PFAD });
  }
}

/**
 * Rule 3: routes that need a session send the visitor to the login. When the session ran out, the
 * login says so and leads back to the page the customer was on (`ziel`, a path of this portal).
 */
export function nurAngemeldet(ziel = '/'): void {
  if (sitzung.zustand() === 'angemeldet') return;
  // A third party's OAuth request reaches its consent page before the customer signed in; the
  // login leads back to that running interaction, not home.
  if (ziel.startsWith(`${ZUSTIMMUNG_PFAD}?`)) throw redirect({ href: `/anmelden?ziel=${encodeURIComponent(ziel)}` });
  // Without any session (storage cleared, a shared link) the login still leads back to the page asked for.
  const zurueck = ziel === '/' ? '' : `ziel=${encodeURIComponent(ziel)}`;
  if (!sitzung.abgelaufen()) throw redirect({ href: `/anmelden${zurueck ? `?${zurueck}` : ''}` });
  throw redirect({ href: `/anmelden?abgelaufen=1${zurueck ? `&${zurueck}` : ''}` });
}

/** Rule 4: login and forgot-password send a signed-in visitor home. */
export function nurAbgemeldet(): void {
  if (sitzung.zustand() === 'angemeldet') throw redirect({ to: '/' });
}

/** The change-password screens: a session or the forced-change state. */
export function angemeldetOderPasswortAendern(): void {
  if (sitzung.zustand() === 'abgemeldet') throw redirect({ to: '/anmelden' });
}
