import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leerenAnmelden } from '../abfragen/leeren.ts';
import { sitzung } from '../sitzung/sitzung.ts';
import { beiSitzungswechsel } from './sitzungswechsel.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-18T10:00:00Z') });
  localStorage.clear();
  sitzung.loeschen();
});
afterEach(() => vi.useRealTimers());

describe('guards after a session change', () => {
  it('run again on login and logout, and a logout forgets the cached answers', () => {
    const router = { invalidate: vi.fn() };
    const leeren = vi.fn();
    leerenAnmelden(leeren);
    const ende = beiSitzungswechsel(router);
    sitzung.setzen('t-1', '10001', 900);
    expect(router.invalidate).toHaveBeenCalledTimes(1);
    expect(leeren).not.toHaveBeenCalled();
    sitzung.loeschen();
    expect(router.invalidate).toHaveBeenCalledTimes(2);
    expect(leeren).toHaveBeenCalledTimes(1);
    ende();
  });

  it('do not run for a ttl extension of the same session', () => {
    sitzung.setzen('t-1', '10001', 900);
    const router = { invalidate: vi.fn() };
    const ende = beiSitzungswechsel(router);
    vi.advanceTimersByTime(5_000);
    sitzung.verlaengern(900);
    expect(router.invalidate).not.toHaveBeenCalled();
    ende();
  });
});
