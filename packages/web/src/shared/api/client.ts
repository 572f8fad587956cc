import { betriebTexte, fehlertext, pfadMit, texte, type Endpoint, type EndpointKopf, type Kopf, type Schema } from '@ekp/contract/ohne-zod';
import type { input, output } from 'zod/mini';
import { ansicht, sitzung } from '../sitzung/sitzung.ts';
import { ausVorrat, stapelKoepfe, stapelVorladen } from './stapel.ts';

/** A failed call: the status and the German text to show (SPEC §8: server text, else a fallback). */
export class ApiFehler extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    fallback: string,
  ) {
    // 503: the portal is temporarily unavailable (database outage, restart); every other 5xx is a fault.
    super(status === 503 ? betriebTexte.voruebergehendNichtErreichbar : status >= 500 && status < 600 ? texte.allgemein.technischerFehler : (fehlertext(body) ?? fallback));
  }
  /** SPEC §8: the server's text when it sent one, even for a 5xx (change-password rule). */
  get servertext(): string | undefined {
    return fehlertext(this.body);
  }
  get felder(): Record<string, string> {
    const b = this.body as { felder?: Record<string, string> } | null;
    return b?.felder ?? {};
  }
}

let basis = '/api';
export function apiBasisSetzen(wert: string): void {
  basis = wert.replace(/\/+$/, '');
}

/**
 * Whose session the calls carry: the customer's (default), or another app's on the same client, such as the
 * service console's staff session (headers token and kennung). A 401 of a call that needs a session then
 * ends that session instead of the customer's.
 */
export interface Kopfmodus {
  koepfe(): Record<string, string>;
  abgelaufen(): void;
}
let kopfmodus: Kopfmodus | null = null;
export function kopfmodusSetzen(m: Kopfmodus | null): void {
  kopfmodus = m;
}

type Ein<T> = T extends Schema ? input<T> : undefined;
type Aus<T> = T extends Schema ? output<T> : undefined;

export interface Aufruf<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: Ein<E['query']>;
  body?: Ein<E['body']>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Text when the server sends none (SPEC §8 names one per screen). */
  fallback?: string;
}

export interface Antwort<E extends Endpoint> {
  status: number;
  daten: Aus<E['response']>;
  headers: Headers;
}

function queryText(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** A call's path below the API base with its query, as sent: the key of a batched read too. */
export function aufrufPfad<E extends Endpoint>(e: EndpointKopf, a: Pick<Aufruf<E>, 'params' | 'query'> = {}): string {
  return `${pfadMit(e.pfad, a.params)}${queryText(a.query)}`;
}

/** Asks these reads (from aufrufPfad) ahead in one batch; each query then takes its answer from there. */
export function vorladen(pfade: string[]): Promise<void> {
  const token = sitzung.zustand() === 'angemeldet' ? sitzung.daten()?.token : undefined;
  if (!token || pfade.length === 0) return Promise.resolve();
  return stapelVorladen(pfade, token, async (aufrufe) => (await api(stapelKoepfe.lesen, { body: { aufrufe } })).antworten);
}

/**
 * The one fetch path: session headers, ttl handling, the session ends on 401 (SPEC §4/§7). A failed status throws
 * ApiFehler with the body the server sent; a success returns the response for the caller to read.
 */
async function senden<E extends Endpoint>(e: EndpointKopf, a: Aufruf<E>): Promise<Response> {
  const headers = new Headers(a.headers);
  if (kopfmodus) {
    for (const [k, v] of Object.entries(kopfmodus.koepfe())) if (!headers.has(k)) headers.set(k, v);
  } else {
    // SPEC §4: an expired session is a logged-out one; its token is not sent and cannot be revived.
    const zustand = sitzung.zustand();
    const s = zustand === 'abgemeldet' ? null : sitzung.daten();
    if (s && !headers.has('kundennummer')) headers.set('kundennummer', s.kundennummer);
    if (s?.token && !headers.has('token')) headers.set('token', s.token);
    // In the staff's "Ansicht als Kunde" each call names the page it is made for, for the audit log.
    if (ansicht()) headers.set('ansicht-seite', location.pathname);
  }
  if (a.body !== undefined) headers.set('content-type', 'application/json');
  const pfad = aufrufPfad(e, a);
  // A read the page asked ahead in a batch (stapel.ts) is answered from there, once.
  // Only the customer's own session asks ahead; the staff-header mode never does.
  const wartend = e.methode === 'GET' && !a.headers && !kopfmodus ? ausVorrat(pfad, headers.get('token') ?? undefined) : undefined;
  const res =
    (wartend && (await wartend)) ??
    (await fetch(`${basis}${pfad}`, {
      method: e.methode,
      headers,
      ...(a.body !== undefined ? { body: JSON.stringify(a.body) } : {}),
      ...(a.signal ? { signal: a.signal } : {}),
    }));
  const ttl = Number(res.headers.get('ttl'));
  if (kopfmodus) {
    if (res.status === 401 && e.auth) kopfmodus.abgelaufen();
  } else {
    if (ttl > 0) sitzung.verlaengern(ttl);
    if (res.status === 401 && e.auth) sitzung.ablaufen();
  }
  if (res.status < 200 || res.status > 299) throw new ApiFehler(res.status, await lesen(res), a.fallback ?? texte.allgemein.unbekannterFehler);
  return res;
}

/** The body as JSON, as text when it is no JSON, undefined when empty. */
async function lesen(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A call of the contract: an endpoint, or its head (`authKoepfe.login`) where a chunk must carry no schema.
 * It reports problems by throwing ApiFehler. The answer is typed by the endpoint's response schema but not
 * parsed with it: the server encodes every answer with that schema, and parsing it again would change
 * nothing (the contract's antworten.test.ts). So calling the API needs no zod in the browser.
 */
export async function anfrage<E extends Endpoint>(e: E | Kopf<E>, a: Aufruf<E> = {}): Promise<Antwort<E>> {
  const res = await senden(e, a);
  // An endpoint without a response schema answers 204: no body, undefined.
  const daten = (await lesen(res)) as Aus<E['response']>;
  return { status: res.status, daten, headers: res.headers };
}

export async function api<E extends Endpoint>(e: E | Kopf<E>, a: Aufruf<E> = {}): Promise<Aus<E['response']>> {
  return (await anfrage(e, a)).daten;
}

/** A download as a Blob (documents, SPEC §7 "read as binary"), with the file name the server suggests. */
export async function herunterladen<E extends Endpoint>(e: E, a: Aufruf<E> = {}): Promise<{ blob: Blob; dateiname: string | undefined }> {
  const res = await senden(e, a);
  const cd = res.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/i.exec(cd)?.[1] ?? /filename="([^"]+)"/i.exec(cd)?.[1];
  return { blob: await res.blob(), dateiname: name ? decodeURIComponent(name) : undefined };
}

export function istAbbruch(fehler: unknown): boolean {
  return fehler instanceof DOMException && fehler.name === 'AbortError';
}
