import { describe, expect, it } from 'vitest';
import { linienPfad } from './pfade.ts';

describe('line paths', () => {
  it('joins the points and breaks at a missing value', () => {
    expect(linienPfad([[0, 10], [5, 20], null, [15, 5], [20.04, 6.66]])).toBe('M0,10L5,20M15,5L20,6.7');
  });

  it('draws a step line: each value holds until the next point', () => {
    expect(linienPfad([[0, 10], [5, 20], [10, 15]], true)).toBe('M0,10H5V20H10V15');
  });
});
