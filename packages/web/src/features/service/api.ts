import { fehlertext, type Fehler } from '@ekp/contract';
import { sitzungBeendet, sitzungLesen } from './api/sitzung.ts';

export { abgemeldetMelden, sitzungLesen, sitzungSpeichern, type ServiceSitzung } from './api/sitzung.ts';

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
    sitzungBeendet();
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
