import type { Anschlussnutzer } from '@ekp/contract';
import { anschlussnutzerKoepfe, anschlussnutzerTexte } from '@ekp/contract/ohne-zod';
import { api } from '../api/client.ts';
import { sitzung } from '../sitzung/sitzung.ts';

// Issue 11: the home page's largest text greets the customer by name. Asked for when the router enters
// the page, the answer travels while the page's chunks load instead of after they have loaded and
// rendered. Only the first page of a visit asks early: later navigations have their chunks at hand.
const FRISCH_MS = 10_000;
let erste = true;
let vorab: { token: string; seit: number; antwort: Promise<Anschlussnutzer> } | undefined;

const lesen = (signal?: AbortSignal) => api(anschlussnutzerKoepfe.lesen, { fallback: anschlussnutzerTexte.kontaktdatenLadeFehler, ...(signal ? { signal } : {}) });

export function kundeVorladen(): void {
  const token = sitzung.daten()?.token;
  if (!erste || !token) return;
  erste = false;
  const antwort = lesen();
  // Whoever takes it handles a failure; an answer nobody takes must not be an unhandled rejection.
  antwort.catch(() => undefined);
  vorab = { token, seit: Date.now(), antwort };
}

/** GET /anschlussnutzer: the early answer while it is fresh and of this session, else a new call. */
export function kundeLesen(signal?: AbortSignal): Promise<Anschlussnutzer> {
  const v = vorab;
  vorab = undefined;
  if (v && v.token === sitzung.daten()?.token && Date.now() - v.seit < FRISCH_MS) return v.antwort;
  return lesen(signal);
}
