import { afterEach, describe, expect, it, vi } from 'vitest';

// The console opens the portal at /#ansicht=<JSON>; the portal takes it once into this tab's
// sessionStorage, off the address, and uses that session instead of the customer's own in localStorage.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/');
  vi.resetModules();
});

describe('"Ansicht als Kunde" handover', () => {
  it('takes the token from the fragment into sessionStorage once and removes it from the address', async () => {
    localStorage.setItem('ekp-token', JSON.stringify({ token: 'eigener', kundennummer: '9', ablaufdatum: '2099-01-01T00:00:00Z' }));
    const bis = new Date(Date.now() + 900_000).toISOString();
    history.replaceState(null, '', `/vertraege#ansicht=${encodeURIComponent(JSON.stringify({ token: 'ansicht-token', kundennummer: '10001', bis, von: 'Anna Admin (anna)' }))}`);
    const { ansicht, sitzung } = await import('./sitzung.ts');
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/vertraege');
    expect(ansicht()).toEqual({ kundennummer: '10001', bis, von: 'Anna Admin (anna)' });
    expect(sitzung.daten()).toEqual({ token: 'ansicht-token', kundennummer: '10001', ablaufdatum: bis });
    expect(sitzung.zustand()).toBe('angemeldet');
    // The customer's own session in localStorage is left alone.
    sitzung.loeschen();
    expect(JSON.parse(localStorage.getItem('ekp-token')!).token).toBe('eigener');
  });

  it('without a fragment or a running view it is the customer\'s own session', async () => {
    const { ansicht, sitzung } = await import('./sitzung.ts');
    expect(ansicht()).toBeNull();
    sitzung.setzen('t', '10001', 900);
    expect(JSON.parse(localStorage.getItem('ekp-token')!).token).toBe('t');
    expect(sessionStorage.getItem('ekp-token')).toBeNull();
  });
});
