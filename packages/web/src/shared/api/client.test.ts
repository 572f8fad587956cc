import { anschlussnutzerApi, authApi, betriebTexte, dokumenteApi, texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sitzung } from '../sitzung/sitzung.ts';
import { anfrage, api, ApiFehler, herunterladen } from './client.ts';

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

  it('logs out on a 401 of an authenticated call, as a session that ran out (the login names it)', async () => {
    sitzung.setzen('geheim', '10001', 900);
    antwort(401, { data: 'Nicht angemeldet' });
    await expect(api(anschlussnutzerApi.lesen)).rejects.toBeInstanceOf(ApiFehler);
    expect(sitzung.zustand()).toBe('abgemeldet');
    expect(sitzung.abgelaufen()).toBe(true);
  });

  it("shows the server's text for a 4xx and the technical text for a 5xx (SPEC §8)", async () => {
    antwort(409, { data: 'Schon erledigt.' });
    await expect(api(anschlussnutzerApi.lesen)).rejects.toThrow('Schon erledigt.');
    antwort(500, { data: 'intern' });
    await expect(api(anschlussnutzerApi.lesen)).rejects.toThrow(texte.allgemein.technischerFehler);
  });
});

// While the database is down the server answers 503, and the customer reads that, not "contact service".
describe('ApiFehler', () => {
  it('shows the temporary-outage text for a 503 and the general fault text for other 5xx', () => {
    expect(new ApiFehler(503, { data: betriebTexte.voruebergehendNichtErreichbar }, 'x').message).toBe(betriebTexte.voruebergehendNichtErreichbar);
    expect(new ApiFehler(503, undefined, 'x').message).toBe(betriebTexte.voruebergehendNichtErreichbar);
    expect(new ApiFehler(500, { data: 'intern' }, 'x').message).toBe(texte.allgemein.technischerFehler);
  });
});

// A download takes the same path as every other call (session headers, ttl, 401, errors).
describe('herunterladen', () => {
  const datei = (status: number, body: string, headers: Record<string, string> = {}) => {
    const f = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status, headers }));
    vi.stubGlobal('fetch', f);
    return f;
  };

  it('sends the live session, fills the path from the endpoint and returns the bytes with the suggested file name', async () => {
    sitzung.setzen('geheim', '10001', 60);
    const f = datei(200, '%PDF-1.7', { 'content-disposition': "attachment; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf", ttl: '900' });
    const { blob, dateiname } = await herunterladen(dokumenteApi.daten, { params: { id: 'd 1' }, fallback: 'x' });
    expect(f.mock.calls[0]![0]).toBe('/api/dokument/daten/d%201');
    const headers = new Headers(f.mock.calls[0]![1]!.headers);
    expect(headers.get('token')).toBe('geheim');
    expect(headers.get('kundennummer')).toBe('10001');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(dateiname).toBe('Rechnung März.pdf');
    expect(sitzung.daten()!.ablaufdatum).toBe('2026-11-18T10:15:00.000Z');
  });

  it('sends the customer number but no token while the password must be changed, as every other call', async () => {
    sitzung.setzen('', '10001', 900);
    const f = datei(200, 'x');
    await herunterladen(dokumenteApi.daten, { params: { id: 'd1' } });
    const headers = new Headers(f.mock.calls[0]![1]!.headers);
    expect(headers.get('kundennummer')).toBe('10001');
    expect(headers.get('token')).toBeNull();
  });

  it("logs out on a 401 and shows the server's text, else the fallback", async () => {
    sitzung.setzen('geheim', '10001', 900);
    datei(401, JSON.stringify({ data: 'Nicht angemeldet' }));
    await expect(herunterladen(dokumenteApi.daten, { params: { id: 'd1' }, fallback: 'Ladefehler' })).rejects.toThrow('Nicht angemeldet');
    expect(sitzung.zustand()).toBe('abgemeldet');
    datei(404, '');
    await expect(herunterladen(dokumenteApi.daten, { params: { id: 'd1' }, fallback: 'Ladefehler' })).rejects.toThrow('Ladefehler');
  });
});
