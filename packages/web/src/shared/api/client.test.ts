import { anschlussnutzerApi, authApi, betriebTexte, texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sitzung } from '../sitzung/sitzung.ts';
import { anfrage, api, ApiFehler } from './client.ts';

/** A fake fetch answering with one response; returns the mock so a test can read the request. */
function antwort(status: number, body: unknown, headers: Record<string, string> = {}) {
  const f = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', f);
  return f;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-18T10:00:00Z'), toFake: ['Date'] });
  sitzung.loeschen();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('API client (SPEC §4/§7)', () => {
  it('sends token and kundennummer of a live session', async () => {
    sitzung.setzen('geheim', '10001', 900);
    const f = antwort(200, null);
    await anfrage(authApi.logout);
    const headers = new Headers(f.mock.calls[0]![1]!.headers);
    expect(headers.get('token')).toBe('geheim');
    expect(headers.get('kundennummer')).toBe('10001');
    expect(f.mock.calls[0]![0]).toBe('/api/anschlussnutzer/logout');
  });

  it('sends no token of an expired session', async () => {
    sitzung.setzen('alt', '10001', 60);
    vi.setSystemTime(new Date('2026-11-18T10:05:00Z'));
    const f = antwort(200, null);
    await anfrage(authApi.logout);
    expect(new Headers(f.mock.calls[0]![1]!.headers).get('token')).toBeNull();
  });

  it('extends the session by the ttl header of every answer', async () => {
    sitzung.setzen('geheim', '10001', 60);
    antwort(200, null, { ttl: '900' });
    await api(authApi.logout);
    expect(sitzung.daten()!.ablaufdatum).toBe('2026-11-18T10:15:00.000Z');
  });

  it('logs out on a 401 of an authenticated call', async () => {
    sitzung.setzen('geheim', '10001', 900);
    antwort(401, { data: 'Nicht angemeldet' });
    await expect(api(anschlussnutzerApi.lesen)).rejects.toBeInstanceOf(ApiFehler);
    expect(sitzung.zustand()).toBe('abgemeldet');
  });

  it("shows the server's text for a 4xx and the technical text for a 5xx (SPEC §8)", async () => {
    antwort(409, { data: 'Schon erledigt.' });
    await expect(api(anschlussnutzerApi.lesen)).rejects.toThrow('Schon erledigt.');
    antwort(500, { data: 'intern' });
    await expect(api(anschlussnutzerApi.lesen)).rejects.toThrow(texte.allgemein.technischerFehler);
  });
});

// Issue #9 item 2: while the database is down the server answers 503, and the customer reads that, not "contact service".
describe('ApiFehler', () => {
  it('shows the temporary-outage text for a 503 and the general fault text for other 5xx', () => {
    expect(new ApiFehler(503, { data: betriebTexte.voruebergehendNichtErreichbar }, 'x').message).toBe(betriebTexte.voruebergehendNichtErreichbar);
    expect(new ApiFehler(503, undefined, 'x').message).toBe(betriebTexte.voruebergehendNichtErreichbar);
    expect(new ApiFehler(500, { data: 'intern' }, 'x').message).toBe(texte.allgemein.technischerFehler);
  });
});
