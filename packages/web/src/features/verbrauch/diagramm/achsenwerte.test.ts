import { describe, expect, it } from 'vitest';
import { achsenWerte, runderSchritt, xBeschriftungen } from './achsenwerte.ts';

describe('y axis ticks', () => {
  it('takes round steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(runderSchritt(3100)).toBe(5000);
    expect(runderSchritt(2000)).toBe(2000);
    expect(runderSchritt(0.575)).toBe(1);
    expect(runderSchritt(0.21)).toBe(0.25);
    expect(runderSchritt(7)).toBe(10);
  });

  it('never goes finer than two decimals, the most an axis label shows', () => {
    expect(runderSchritt(0.012)).toBe(0.02);
    expect(runderSchritt(0.022)).toBe(0.05);
    expect(runderSchritt(0.001)).toBe(0.01);
    expect(runderSchritt(0)).toBe(0.01);
  });

  it('starts at 0 and encloses the largest value', () => {
    expect(achsenWerte([12400, 11800])).toEqual([0, 5000, 10000, 15000]);
    expect(achsenWerte([3650, 3650])).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(achsenWerte([0.3, 1.9, 2.3])).toEqual([0, 1, 2, 3]);
    expect(achsenWerte([0.12, 0.58])).toEqual([0, 0.2, 0.4, 0.6]);
  });

  it('reaches below 0 for negative values (prices can be negative)', () => {
    expect(achsenWerte([-2.5, 14, 31])).toEqual([-10, 0, 10, 20, 30, 40]);
    expect(achsenWerte([-3, -1])).toEqual([-3, -2, -1, 0]);
  });

  it('has a scale without values or with only zeros', () => {
    expect(achsenWerte([])).toEqual([0, 1]);
    expect(achsenWerte([0, 0])).toEqual([0, 1]);
    expect(achsenWerte([Number.NaN, 4])).toEqual([0, 1, 2, 3, 4]);
  });

  it('has no floating-point noise and no negative zero', () => {
    for (const t of achsenWerte([0.7, 0.3])) expect(String(t)).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(Object.is(achsenWerte([-0.5, 0.5])[2], 0)).toBe(true);
  });
});

describe('x labels thinned so they do not overlap', () => {
  const tage = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));
  const stunden = Array.from({ length: 24 }, (_, i) => `${String(i).padStart(2, '0')}:00`);

  it('labels every category when there is room', () => {
    expect(xBeschriftungen(['Jan 2026', 'Feb 2026'], 200)).toEqual([0, 1]);
  });

  it('labels every n-th category from the first when there is not', () => {
    // Two characters at 7.5 px plus 12 px gap need 27 px; at 9 px per day that is every third day.
    expect(xBeschriftungen(tage, 9)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
  });

  it('labels times of day at whole hours divisible by a divisor of 24', () => {
    // "HH:MM" needs 49.5 px; at 11 px per hour, every 6 hours (5 would not divide the day).
    expect(xBeschriftungen(stunden, 11, { uhrzeiten: true })).toEqual([0, 6, 12, 18]);
    expect(xBeschriftungen(stunden, 60, { uhrzeiten: true })).toHaveLength(24);
  });

  it('labels quarter-hour points only at whole hours', () => {
    const viertel = stunden.flatMap((h) => ['00', '15', '30', '45'].map((m) => `${h.slice(0, 2)}:${m}`));
    // 4 points an hour at 1.5 px: 6 px per hour, so every 9th hour would do; 12 divides the day.
    expect(xBeschriftungen(viertel, 1.5, { uhrzeiten: true }).map((i) => viertel[i])).toEqual(['00:00', '12:00']);
    expect(xBeschriftungen(viertel, 4, { uhrzeiten: true }).map((i) => viertel[i])).toEqual(['00:00', '04:00', '08:00', '12:00', '16:00', '20:00']);
  });
});
