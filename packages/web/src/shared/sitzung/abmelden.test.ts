import { afterEach, expect, it, vi } from 'vitest';
import { abmelden } from './abmelden.ts';
import { sitzung } from './sitzung.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sitzung.loeschen();
});

it('forgets the session before the server has answered, and the logout still carries its token', () => {
  sitzung.setzen('geheim', '10001', 900);
  // A server that never answers.
  const f = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', f);
  abmelden();
  expect(sitzung.daten()).toBeNull();
  expect(sitzung.zustand()).toBe('abgemeldet');
  expect(f).toHaveBeenCalledTimes(1);
  expect(f.mock.calls[0]![0]).toBe('/api/anschlussnutzer/logout');
  const headers = new Headers(f.mock.calls[0]![1]!.headers);
  expect(headers.get('token')).toBe('geheim');
  expect(headers.get('kundennummer')).toBe('10001');
});

it('sends nothing when there is no session to end', () => {
  const f = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', f);
  abmelden();
  expect(f).not.toHaveBeenCalled();
});
