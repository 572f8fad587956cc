import { describe, expect, it } from 'vitest';
import { viertelstundenNamen } from './Messwerte.tsx';

describe('the quarter hours of the console\'s Messwerte table', () => {
  it('names them HH:MM–HH:MM in Berlin time; the repeated hour of the day clocks go back also by its zone', () => {
    const werte = ['2026-10-25T01:45:00+02:00', '2026-10-25T02:00:00+02:00', '2026-10-25T02:00:00+01:00', '2026-10-25T03:00:00+01:00'].map((von) => ({
      von,
      bis: new Date(new Date(von).getTime() + 15 * 60_000).toISOString(),
    }));
    // The same quarter hour twice (an earlier version and the current one) is not a repeated hour.
    werte.push({ ...werte[3]! });
    expect([...viertelstundenNamen(werte).values()]).toEqual(['01:45–02:00', '02:00–02:15 MESZ', '02:00–02:15 MEZ', '03:00–03:15']);
  });
});
