import { z } from 'zod';
import { text } from '../common/text.ts';
import { endpoint } from '../common/endpoint.ts';

// SPEC §7 auth calls. Header names are lower case because HTTP/Node lower-cases them.
export const KundennummerAntwortSchema = z.object({ kundennummer: z.string() });


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

const passwortHeader = text().max(1024).transform(passwortHeaderDekodieren).pipe(text().max(256));

export const LoginHeadersSchema = z.object({ kundennummer: text().trim().min(1).max(64), passwort: passwortHeader.pipe(text().min(1)) });
export const PasswortResetHeadersSchema = z.object({ kundennummer: text().trim().min(1).max(64), basisurl: text().min(1).max(2000) });
export const PasswortResetAbschlussHeadersSchema = z.object({ token: text().min(1).max(256), neuespasswort: passwortHeader });
export const PasswortAendernBodySchema = z.object({ altesPasswort: text().min(1).max(256), neuesPasswort: text().max(256) });
export const PasswortAendernHeadersSchema = z.object({ kundennummer: text().trim().min(1).max(64) });
export const TokenRefreshAntwortSchema = z.object({ kundennummer: z.string(), ablaufdatum: z.string() });

/** Status codes with a meaning of their own (SPEC §4). */
export const STATUS_PASSWORT_AENDERN = 700;
export const STATUS_PORTAL_GESPERRT = 702;
/** SPEC §9: the forced-change state lives 300 seconds. */
export const PASSWORT_AENDERN_GUELTIGKEIT_S = 300;

export const authApi = {
  login: endpoint({ methode: 'POST', pfad: '/anschlussnutzer/login', auth: false, headers: LoginHeadersSchema, response: KundennummerAntwortSchema, fehler: [401, 429, 700, 702], antwortHeader: ['token', 'ttl'] }),
  logout: endpoint({ methode: 'DELETE', pfad: '/anschlussnutzer/logout', auth: true, response: null }),
  passwortReset: endpoint({ methode: 'POST', pfad: '/anschlussnutzer/passwort_reset', auth: false, headers: PasswortResetHeadersSchema, response: null, fehler: [404, 429] }),
  passwortResetAbschluss: endpoint({
    methode: 'POST',
    pfad: '/anschlussnutzer/passwort_reset_abschluss',
    auth: false,
    headers: PasswortResetAbschlussHeadersSchema,
    response: null,
  }),
  passwortAendern: endpoint({
    methode: 'PUT',
    pfad: '/anschlussnutzer/passwort_aendern',
    auth: false,
    headers: PasswortAendernHeadersSchema,
    body: PasswortAendernBodySchema,
    response: KundennummerAntwortSchema,
    fehler: [401, 429],
    antwortHeader: ['token', 'ttl'],
  }),
  tokenRefresh: endpoint({ methode: 'GET', pfad: '/token/refresh', auth: true, response: TokenRefreshAntwortSchema }),
};
