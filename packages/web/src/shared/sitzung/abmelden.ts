import { authKoepfe } from '@ekp/contract/ohne-zod';
import { abfragenLeeren } from '../abfragen/leeren.ts';
import { api } from '../api/client.ts';
import { sitzung } from './sitzung.ts';

/**
 * Ends the session in this browser at once and tells the server without waiting for its answer: a server that
 * answers late or never must not leave a customer signed in on a shared computer. The logout request takes the
 * token with it before the session is dropped here (the client reads it before its first await); one that never
 * arrives ends on the server when the session runs out.
 */
export function abmelden(): void {
  if (sitzung.daten()?.token) void api(authKoepfe.logout).catch(() => undefined);
  sitzung.loeschen();
  abfragenLeeren();
}
