import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITZUNG_SCHLUESSEL, sitzung } from './sitzung.ts';

// SPEC §3/§4 session store: { token, ablaufdatum, kundennummer } in localStorage under ekp-token.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-18T10:00:00Z') });
  localStorage.clear();
  sitzung.loeschen();
});
afterEach(() => vi.useRealTimers());

describe('session store', () => {
  it('is logged out without a stored session and logged in with a token and a future expiry', () => {
    expect(sitzung.zustand()).toBe('abgemeldet');
    sitzung.setzen('t-1', '10001', 900);
    expect(sitzung.zustand()).toBe('angemeldet');
    expect(JSON.parse(localStorage.getItem(SITZUNG_SCHLUESSEL)!)).toEqual({ token: 't-1', kundennummer: '10001', ablaufdatum: '2026-11-18T10:15:00.000Z' });
  });

  it('an empty token with a future expiry is the forced password change', () => {
    sitzung.setzen('', '10001', 300);
    expect(sitzung.zustand()).toBe('passwortAendern');
  });

  it('expires at ttl and tells its observers, so the guards run again', () => {
    const beobachter = vi.fn();
    sitzung.setzen('t-1', '10001', 60);
    const abmelden = sitzung.abonnieren(beobachter);
    vi.advanceTimersByTime(59_000);
    expect(sitzung.zustand()).toBe('angemeldet');
    expect(beobachter).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(sitzung.zustand()).toBe('abgemeldet');
    expect(beobachter).toHaveBeenCalled();
    abmelden();
  });

  it('a ttl extends a live session but cannot revive an expired one', () => {
    sitzung.setzen('t-1', '10001', 60);
    vi.advanceTimersByTime(30_000);
    sitzung.verlaengern(900);
    expect(sitzung.daten()!.ablaufdatum).toBe('2026-11-18T10:15:30.000Z');
    vi.advanceTimersByTime(901_000);
    sitzung.verlaengern(900);
    expect(sitzung.zustand()).toBe('abgemeldet');
  });

  it('a burst of answers naming the same expiry writes and announces it once', () => {
    sitzung.setzen('t-1', '10001', 900);
    const beobachter = vi.fn();
    const abmelden = sitzung.abonnieren(beobachter);
    vi.advanceTimersByTime(400);
    for (let i = 0; i < 20; i++) sitzung.verlaengern(900);
    expect(beobachter).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    sitzung.verlaengern(900);
    expect(beobachter).toHaveBeenCalledTimes(1);
    expect(sitzung.daten()!.ablaufdatum).toBe(new Date(Date.now() + 900_000).toISOString());
    abmelden();
  });

  it('mirrors a change made in another tab (storage event)', () => {
    const beobachter = vi.fn();
    const abmelden = sitzung.abonnieren(beobachter);
    localStorage.setItem(SITZUNG_SCHLUESSEL, JSON.stringify({ token: 'anderer-tab', kundennummer: '10002', ablaufdatum: '2026-11-18T11:00:00.000Z' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SITZUNG_SCHLUESSEL }));
    expect(beobachter).toHaveBeenCalledTimes(1);
    expect(sitzung.daten()?.token).toBe('anderer-tab');
    abmelden();
  });

  it('a stored value that is no JSON counts as logged out', () => {
    localStorage.setItem(SITZUNG_SCHLUESSEL, '{kaputt');
    expect(sitzung.zustand()).toBe('abgemeldet');
  });
});
