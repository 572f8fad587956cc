import type { EndpointKopf } from '../common/endpoint.ts';

// SPEC §7 auth calls without their schemas: method, path, session flag, the special statuses and the
// password-header encoding. Nothing here imports zod, so the login page, which makes these calls, carries
// none; api.ts adds the schemas the server validates with.

/** Each auth call's head; api.ts spreads it into the endpoint. */
export const AUTH_KOEPFE = {
  login: { methode: 'POST', pfad: '/anschlussnutzer/login', auth: false },
  loginCode: { methode: 'POST', pfad: '/anschlussnutzer/login/code', auth: false },
  logout: { methode: 'DELETE', pfad: '/anschlussnutzer/logout', auth: true },
  passwortReset: { methode: 'POST', pfad: '/anschlussnutzer/passwort_reset', auth: false },
  passwortResetAbschluss: { methode: 'POST', pfad: '/anschlussnutzer/passwort_reset_abschluss', auth: false },
  passwortAendern: { methode: 'PUT', pfad: '/anschlussnutzer/passwort_aendern', auth: false },
  tokenRefresh: { methode: 'GET', pfad: '/token/refresh', auth: true },
} as const satisfies Record<string, EndpointKopf>;


/** Status codes with a meaning of their own (SPEC §4). */
export const STATUS_PASSWORT_AENDERN = 700;
export const STATUS_PORTAL_GESPERRT = 702;
/** SPEC §9: the forced-change state lives 300 seconds. */
export const PASSWORT_AENDERN_GUELTIGKEIT_S = 300;

/**
 * SPEC §7 sends passwords in headers. A header carries bytes, and browsers refuse characters beyond
 * Latin-1 (such as €), so the web client percent-encodes password headers and the server decodes them.
 * A value that is not valid percent-encoding is taken as sent (a client that sends plain text).
 */
export function passwortHeaderKodieren(passwort: string): string {
  return encodeURIComponent(passwort);
}

export function passwortHeaderDekodieren(wert: string): string {
  try {
    return decodeURIComponent(wert);
  } catch {
    return wert;
  }
}
