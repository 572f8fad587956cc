import { describe, expect, it } from 'vitest';
import { preisJetzt, zwoelfMonate } from './startseite.ts';

/** Hourly prices from `ab` (local Berlin, UTC+1 in November) for `stunden` hours, priced by `preis(i)`. */
function reihe(ab: string, stunden: number, preis: (i: number) => number) {
  const start = Date.parse(ab);
  return Array.from({ length: stunden }, (_, i) => ({
    von: new Date(start + i * 3_600_000).toISOString(),
    bis: new Date(start + (i + 1) * 3_600_000).toISOString(),
    preis: preis(i),
  }));
}

describe('home page price card', () => {
  const preise = reihe('2026-11-18T00:00:00+01:00', 48, (i) => (i === 27 || i === 28 || i === 38 ? 0.05 : 0.3 + i / 1000));

  it('finds the price of the current interval', () => {
    expect(preisJetzt(preise, new Date('2026-11-18T10:30:00+01:00'))?.preis).toBeCloseTo(0.31);
    expect(preisJetzt(preise, new Date('2026-11-25T10:30:00+01:00'))).toBeUndefined();
  });
});

describe('twelve months of consumption', () => {
  it('runs from the first of the month eleven months back to yesterday', () => {
    expect(zwoelfMonate(new Date('2026-11-18T10:00:00+01:00'))).toEqual({ von: '2025-12-01', bis: '2026-11-17' });
    expect(zwoelfMonate(new Date('2026-01-05T10:00:00+01:00'))).toEqual({ von: '2025-02-01', bis: '2026-01-04' });
  });
});
