import type { Anschlussnutzer } from '@ekp/contract';
import { anschlussnutzerKoepfe, anschlussnutzerTexte } from '@ekp/contract/ohne-zod';
import { api } from '../api/client.ts';
import { sitzung } from '../sitzung/sitzung.ts';

// The home page's largest text greets the customer by name. Asked for by the entry (a first
// page) or when the router enters the page (after a login), the answer travels while the router and the
// page's chunks load instead of after them. Only the first page of a visit asks early: later navigations
// have their chunks at hand.
const FRISCH_MS = 10_000;
let erste = true;
let vorab: { token: string; seit: number; antwort: Promise<Anschlussnutzer> } | undefined;

const lesen = (signal?: AbortSignal) => api(anschlussnutzerKoepfe.lesen, { fallback: anschlussnutzerTexte.kontaktdatenLadeFehler, ...(signal ? { signal } : {}) });

export function kundeVorladen(danach?: (kunde: Anschlussnutzer) => void): void {
  const token = sitzung.daten()?.token;
  if (!erste || !token) return;
  erste = false;
  const antwort = lesen();
  // Whoever takes it handles a failure; an answer nobody takes must not be an unhandled rejection.
  antwort.catch(() => undefined);
  // What the page asks next with the customer's contract numbers travels as soon as they are known.
  if (danach) antwort.then(danach, () => undefined);
  vorab = { token, seit: Date.now(), antwort };
}

/** Pages whose first screen shows the customer (the greeting on /, the contract list, the overview). */
const SEITEN_MIT_KUNDE = ['/', '/vertraege', '/daten/uebersicht'];

/**
 * From the entry, before the router's chunk has arrived: on a first page that shows the customer the call
 * travels while the router and the page's chunks load and run.
 */
export function kundeVorladenBeimStart(danach?: (kunde: Anschlussnutzer) => void, pfad = window.location.pathname): void {
  if (SEITEN_MIT_KUNDE.includes(pfad) && sitzung.zustand() === 'angemeldet') kundeVorladen(danach);
}

/** GET /anschlussnutzer: the early answer while it is fresh and of this session, else a new call. */
export function kundeLesen(signal?: AbortSignal): Promise<Anschlussnutzer> {
  const v = vorab;
  vorab = undefined;
  if (v && v.token === sitzung.daten()?.token && Date.now() - v.seit < FRISCH_MS) return v.antwort;
  return lesen(signal);
}
