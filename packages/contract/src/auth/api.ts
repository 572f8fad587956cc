import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { textMini } from '../common/text-mini.ts';
import { AUTH_KOEPFE, passwortHeaderDekodieren } from './aufrufe.ts';

// SPEC §7 auth calls. Header names are lower case because HTTP/Node lower-cases them.
// Method and path of each call are in aufrufe.ts: the browser calls those heads and loads none of these
// schemas. They are zod/mini from when they were on the login page; both flavours work alike.
export const KundennummerAntwortSchema = z.object({ kundennummer: z.string() });

/**
 * For a customer with the second factor on, the right password yields no session but this
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

export const authApi = {
  login: endpoint({ ...AUTH_KOEPFE.login, headers: LoginHeadersSchema, response: LoginAntwortSchema, fehler: [401, 429, 700, 702], antwortHeader: ['token', 'ttl'] }),
  loginCode: endpoint({ ...AUTH_KOEPFE.loginCode, headers: LoginCodeHeadersSchema, response: KundennummerAntwortSchema, fehler: [401, 429, 700, 702], antwortHeader: ['token', 'ttl'] }),
  logout: endpoint({ ...AUTH_KOEPFE.logout, response: null }),
  passwortReset: endpoint({ ...AUTH_KOEPFE.passwortReset, headers: PasswortResetHeadersSchema, response: null, fehler: [404, 429] }),
  passwortResetAbschluss: endpoint({ ...AUTH_KOEPFE.passwortResetAbschluss, headers: PasswortResetAbschlussHeadersSchema, response: null }),
  passwortAendern: endpoint({
    ...AUTH_KOEPFE.passwortAendern,
    headers: PasswortAendernHeadersSchema,
    body: PasswortAendernBodySchema,
    response: KundennummerAntwortSchema,
    fehler: [401, 429],
    antwortHeader: ['token', 'ttl'],
  }),
  tokenRefresh: endpoint({ ...AUTH_KOEPFE.tokenRefresh, response: TokenRefreshAntwortSchema }),
};
