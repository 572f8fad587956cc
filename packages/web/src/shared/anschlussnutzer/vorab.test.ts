import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sitzung } from '../sitzung/sitzung.ts';

const KUNDE = { kundennummer: '10001', vorname: 'Max', nachname: 'Muster', vertraege: ['5000100101'] };

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ now: new Date('2026-11-18T10:00:00Z'), toFake: ['Date'] });
  sitzung.setzen('geheim', '10001', 900);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function server() {
  const f = vi.fn(async () => new Response(JSON.stringify(KUNDE), { status: 200 }));
  vi.stubGlobal('fetch', f);
  return f;
}

describe('the home page asks for the customer before its chunks load', () => {
  it('the query takes the early answer instead of asking again', async () => {
    const f = server();
    const { kundeLesen, kundeVorladen } = await import('./vorab.ts');
    kundeVorladen();
    expect(f).toHaveBeenCalledTimes(1);
    expect(await kundeLesen()).toEqual(KUNDE);
    expect(f).toHaveBeenCalledTimes(1);
    // Taken once: a later read is a new call, with fresh data.
    await kundeLesen();
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('asks early only on the first page of a visit', async () => {
    const f = server();
    const { kundeVorladen } = await import('./vorab.ts');
    kundeVorladen();
    kundeVorladen();
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('does not hand another session, or a stale answer, to the page', async () => {
    const f = server();
    const { kundeLesen, kundeVorladen } = await import('./vorab.ts');
    kundeVorladen();
    sitzung.setzen('anderer', '10002', 900);
    await kundeLesen();
    expect(f).toHaveBeenCalledTimes(2);
    expect(new Headers((f.mock.calls[1] as unknown as [string, RequestInit])[1].headers).get('token')).toBe('anderer');

    vi.resetModules();
    const frisch = await import('./vorab.ts');
    frisch.kundeVorladen();
    vi.setSystemTime(new Date('2026-11-18T10:00:11Z'));
    await frisch.kundeLesen();
    expect(f).toHaveBeenCalledTimes(4);
  });

  it('without a session it asks nothing', async () => {
    sitzung.loeschen();
    const f = server();
    const { kundeVorladen } = await import('./vorab.ts');
    kundeVorladen();
    expect(f).not.toHaveBeenCalled();
  });

  it('from the entry it asks only on a first page that shows the customer', async () => {
    const f = server();
    const { kundeVorladenBeimStart } = await import('./vorab.ts');
    kundeVorladenBeimStart(undefined, '/vertrag/5000100101/verbrauchshistorie');
    expect(f).not.toHaveBeenCalled();
    kundeVorladenBeimStart(undefined, '/');
    expect(f).toHaveBeenCalledTimes(1);
  });
});
