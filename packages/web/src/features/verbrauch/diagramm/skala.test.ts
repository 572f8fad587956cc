import { describe, expect, it } from 'vitest';
import { bandSkala, linear, punktSkala } from './skala.ts';

describe('scales', () => {
  it('maps a value range linearly onto pixels, top for the largest value', () => {
    const y = linear([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(25)).toBe(150);
    expect(y(100)).toBe(0);
    expect(linear([5, 5], [10, 0])(5)).toBe(10);
  });

  it('puts each bar in the middle of its band and finds the band under the pointer', () => {
    const x = bandSkala(4, [40, 440]);
    expect(x.schritt).toBe(100);
    expect([0, 1, 2, 3].map(x.mitte)).toEqual([90, 190, 290, 390]);
    expect(x.index(139)).toBe(0);
    expect(x.index(141)).toBe(1);
    expect(x.index(0)).toBe(0);
    expect(x.index(999)).toBe(3);
  });

  it('spreads line points from edge to edge and finds the nearest point', () => {
    const x = punktSkala(5, [0, 400]);
    expect([0, 1, 4].map(x.mitte)).toEqual([0, 100, 400]);
    expect(x.index(149)).toBe(1);
    expect(x.index(151)).toBe(2);
    expect(punktSkala(1, [0, 400]).mitte(0)).toBe(200);
  });
});
