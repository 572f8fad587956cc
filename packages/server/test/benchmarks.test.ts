import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { median, mitSpanne, quantil, runden, spanne } from '../bench/runden.ts';

// Benchmarks report the median of their rounds with the spread, and docs/performance.md is a
// short reference that names every benchmark.
const WURZEL = path.resolve(import.meta.dirname, '../../..');
const lesen = (datei: string) => readFileSync(path.join(WURZEL, datei), 'utf8');

describe('bench/runden.ts', () => {
  it('takes the median, not the best, and the spread', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(spanne([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, n: 3 });
    expect(mitSpanne([3120.4, 2980, 3310])).toBe('3120 (2980–3310)');
    expect(mitSpanne([1.234, 2.5, 1.5], (n) => n.toFixed(1))).toBe('1.5 (1.2–2.5)');
  });

  it('reads a quantile by the nearest rank and refuses no values', () => {
    const hundert = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantil(hundert, 0.95)).toBe(95);
    expect(quantil(hundert, 0.5)).toBe(50);
    expect(quantil([7], 0.99)).toBe(7);
    expect(() => median([])).toThrow();
  });

  it('runs the warm-up unmeasured and refuses fewer than three rounds', async () => {
    const gesehen: number[] = [];
    const ergebnis = await runden(3, async (nr) => (gesehen.push(nr), nr * 10), { aufwaermen: 2 });
    expect(gesehen).toEqual([0, 0, 1, 2, 3]);
    expect(ergebnis).toEqual([10, 20, 30]);
    await expect(runden(2, async () => 1)).rejects.toThrow(/mindestens 3/);
  });
});

describe('the benchmarks', () => {
  const skripte = Object.keys((JSON.parse(lesen('package.json')) as { scripts: Record<string, string> }).scripts).filter((s) => s.startsWith('bench:'));

  it('docs/performance.md stays a reference under 250 lines naming every bench:* script', () => {
    const doku = lesen('docs/performance.md');
    expect(doku.split('\n').length).toBeLessThan(250);
    expect(skripte.length).toBeGreaterThan(10);
    for (const s of skripte) expect(doku, s).toContain(`npm run ${s}\``);
  });

  // These benches print through the shared helper; the others adopt it when they are next reworked.
  it.each([
    'packages/server/bench/api-ausgabe.ts',
    'packages/server/bench/kompression.ts',
    'packages/server/bench/login.ts',
    'packages/server/bench/kuendigung-oeffentlich.ts',
    'packages/server/bench/import-speicher.ts',
    'packages/server/bench/speicher.ts',
    'packages/server/bench/preisfeed.ts',
    'packages/server/bench/service.ts',
    'e2e/bench/web.ts',
  ])('%s reports the median and spread from bench/runden.ts', (datei) => {
    const text = lesen(datei);
    expect(text).toMatch(/from '(\.\/|\.\.\/\.\.\/packages\/server\/bench\/)runden\.ts'/);
    expect(text).toContain('mitSpanne(');
    // No "best of" figure any more.
    expect(text).not.toMatch(/\bbester?\b/);
  });
});
