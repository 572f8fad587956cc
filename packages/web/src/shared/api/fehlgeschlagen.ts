import { ApiFehler } from './client.ts';

/**
 * A call failed for a reason the customer must be told of (a server error, a lost connection), as opposed to
 * a 4xx answer that is final and says something about the contract (no tariff, no instalment, no dynamic
 * tariff): a screen shows the former with "Erneut versuchen" and never falls back silently.
 */
export const fehlgeschlagen = (a: { isError: boolean; error: unknown }) => a.isError && !(a.error instanceof ApiFehler && a.error.status >= 400 && a.error.status < 500);
