import { fehlertext, type Fehler } from '@ekp/contract';

// The console's calls: the staff session (headers token and kennung) in sessionStorage, so closing the
// tab signs out of the browser side; the server ends the session after 15 idle minutes anyway.
const SCHLUESSEL = 'ekp-service';

export interface ServiceSitzung {
  kennung: string;
  token: string;
  name: string;
  rolle: 'ADMIN' | 'SACHBEARBEITUNG';
  passwortAendern: boolean;
}

export function sitzungLesen(): ServiceSitzung | null {
  try {
    return JSON.parse(sessionStorage.getItem(SCHLUESSEL) ?? 'null') as ServiceSitzung | null;
  } catch {
    return null;
  }
}
export function sitzungSpeichern(s: ServiceSitzung | null): void {
  if (s) sessionStorage.setItem(SCHLUESSEL, JSON.stringify(s));
  else sessionStorage.removeItem(SCHLUESSEL);
}

export class ApiFehler extends Error {
  constructor(
    readonly status: number,
    readonly fehler: Fehler,
  ) {
    super(fehlertext(fehler) ?? 'Es ist ein unbekannter Fehler aufgetreten.');
  }
}

/** The console's text for a refused send: the server's, and none for a failure without an answer. */
export const konsolentext = (f: unknown): string | undefined => (f instanceof ApiFehler ? f.message : undefined);

let beiAbmeldung: () => void = () => {};
export const abgemeldetMelden = (f: () => void) => (beiAbmeldung = f);

export async function rufe<T>(methode: string, pfad: string, o: { body?: unknown; headers?: Record<string, string>; text?: boolean } = {}): Promise<T> {
  const s = sitzungLesen();
  const res = await fetch(`/api${pfad}`, {
    method: methode,
    headers: {
      ...(s ? { token: s.token, kennung: s.kennung } : {}),
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...o.headers,
    },
    ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
  });
  if (res.status === 401 && s && !pfad.startsWith('/service/anmelden')) {
    sitzungSpeichern(null);
    beiAbmeldung();
  }
  if (!res.ok) {
    const f = (await res.json().catch(() => ({ data: 'Es ist ein unbekannter Fehler aufgetreten.' }))) as Fehler;
    throw new ApiFehler(res.status, f);
  }
  if (o.text) return (await res.text()) as T;
  if (res.status === 204) return undefined as T;
  const token = res.headers.get('token');
  const daten = (await res.json()) as T;
  return token ? ({ ...(daten as object), token } as T) : daten;
}
