import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { textMini } from '../common/text-mini.ts';

// SPEC §7 auth calls. Header names are lower case because HTTP/Node lower-cases them.
// zod/mini: the login screen and the navigation load these, and classic zod alone would cost a
// quarter of the first page's JavaScript budget (issue 11, docs/decisions.md).
export const KundennummerAntwortSchema = z.object({ kundennummer: z.string() });

/**
 * Issue #12: for a customer with the second factor on, the right password yields no session but this
 * challenge (200, no token header). The client sends it with the code to `loginCode`, which answers
 * like a login (token + ttl, or 700/702). The challenge lives 5 minutes and is good for one login.
 */
export const ZweiterFaktorChallengeSchema = z.object({
  challenge: z.string().check(z.describe('Kurzlebiges Einmal-Token für den zweiten Schritt der Anmeldung')),
  gueltigSekunden: z.int(),
});
export const LoginAntwortSchema = z.object({ kundennummer: z.string(), zweiterFaktor: z.optional(ZweiterFaktorChallengeSchema) });
export const LoginCodeHeadersSchema = z.object({
  kundennummer: textMini(z.trim(), z.minLength(1), z.maxLength(64)),
  challenge: textMini(z.minLength(1), z.maxLength(256)),
  code: textMini(z.trim(), z.minLength(1), z.maxLength(64)),
});


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

const bis = (max: number) => textMini(z.maxLength(max));
const passwortHeader = z.pipe(z.pipe(bis(1024), z.transform(passwortHeaderDekodieren)), bis(256));
const kundennummer = textMini(z.trim(), z.minLength(1), z.maxLength(64));

export const LoginHeadersSchema = z.object({ kundennummer, passwort: z.pipe(passwortHeader, z.string().check(z.minLength(1))) });
export const PasswortResetHeadersSchema = z.object({ kundennummer, basisurl: textMini(z.minLength(1), z.maxLength(2000)) });
export const PasswortResetAbschlussHeadersSchema = z.object({ token: textMini(z.minLength(1), z.maxLength(256)), neuespasswort: passwortHeader });
export const PasswortAendernBodySchema = z.object({ altesPasswort: textMini(z.minLength(1), z.maxLength(256)), neuesPasswort: bis(256) });
// `challenge`: a customer with the second factor who got 700 after the code step shows it here,
// because this call without a session would otherwise skip the second factor.
export const PasswortAendernHeadersSchema = z.object({ kundennummer, challenge: z.optional(textMini(z.maxLength(256))) });
export const TokenRefreshAntwortSchema = z.object({ kundennummer: z.string(), ablaufdatum: z.string() });

/** Status codes with a meaning of their own (SPEC §4). */
export const STATUS_PASSWORT_AENDERN = 700;
export const STATUS_PORTAL_GESPERRT = 702;
/** SPEC §9: the forced-change state lives 300 seconds. */
export const PASSWORT_AENDERN_GUELTIGKEIT_S = 300;

export const authApi = {
  login: endpoint({ methode: 'POST', pfad: '/anschlussnutzer/login', auth: false, headers: LoginHeadersSchema, response: LoginAntwortSchema, fehler: [401, 429, 700, 702], antwortHeader: ['token', 'ttl'] }),
  loginCode: endpoint({ methode: 'POST', pfad: '/anschlussnutzer/login/code', auth: false, headers: LoginCodeHeadersSchema, response: KundennummerAntwortSchema, fehler: [401, 429, 700, 702], antwortHeader: ['token', 'ttl'] }),
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
