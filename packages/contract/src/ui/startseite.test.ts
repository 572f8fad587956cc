import { describe, expect, it } from 'vitest';
import { guenstigsteStunden, preisJetzt, stundenText, zwoelfMonate } from './startseite.ts';

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

  it("names tomorrow's three cheapest hours in time order once tomorrow's prices are known", () => {
    const { tag, stunden } = guenstigsteStunden(preise, new Date('2026-11-18T13:00:00+01:00'));
    expect(tag).toBe('2026-11-19');
    expect(stundenText(stunden)).toBe('03:00, 04:00 und 14:00 Uhr');
  });

  it("falls back to the rest of today before tomorrow's prices exist", () => {
    const heute = reihe('2026-11-18T00:00:00+01:00', 24, (i) => (i === 2 ? 0.01 : i === 20 ? 0.02 : 0.3));
    const { tag, stunden } = guenstigsteStunden(heute, new Date('2026-11-18T10:00:00+01:00'), 1);
    expect(tag).toBe('2026-11-18');
    // 02:00 has passed: the cheapest hour still to come is 20:00.
    expect(stundenText(stunden)).toBe('20:00 Uhr');
  });

  it('averages quarter-hour prices per hour', () => {
    const viertel = [0.1, 0.5, 0.1, 0.5].map((p, i) => ({
      von: new Date(Date.parse('2026-11-19T05:00:00+01:00') + i * 900_000).toISOString(),
      bis: new Date(Date.parse('2026-11-19T05:00:00+01:00') + (i + 1) * 900_000).toISOString(),
      preis: p,
    }));
    expect(guenstigsteStunden(viertel, new Date('2026-11-18T13:00:00+01:00')).stunden).toEqual([{ von: '2026-11-19T04:00:00.000Z', preis: 0.3 }]);
  });
});

describe('twelve months of consumption', () => {
  it('runs from the first of the month eleven months back to yesterday', () => {
    expect(zwoelfMonate(new Date('2026-11-18T10:00:00+01:00'))).toEqual({ von: '2025-12-01', bis: '2026-11-17' });
    expect(zwoelfMonate(new Date('2026-01-05T10:00:00+01:00'))).toEqual({ von: '2025-02-01', bis: '2026-01-04' });
  });
});
