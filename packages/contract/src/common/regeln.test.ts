import { describe, expect, it } from 'vitest';
import { hatMindestlaenge, istAusgefuellt, istPflichtWenn } from './regeln.ts';

// SPEC §5 generic rules.
describe('required rules', () => {
  it('required: a non-blank string', () => {
    expect(istAusgefuellt('x')).toBe(true);
    expect(istAusgefuellt(' x ')).toBe(true);
    for (const leer of ['', '   ', '\t\n', null, undefined]) expect(istAusgefuellt(leer)).toBe(false);
  });


  it('required-if: only when the selected value is in the list', () => {
    expect(istPflichtWenn('Herr', ['Herr', 'Frau'])).toBe(true);
    expect(istPflichtWenn('Firma', ['Herr', 'Frau'])).toBe(false);
    expect(istPflichtWenn(null, ['Herr', 'Frau'])).toBe(false);
    expect(istPflichtWenn(undefined, ['Herr'])).toBe(false);
  });
});

describe('length rule on the trimmed value', () => {
  it('min length', () => {
    expect(hatMindestlaenge('abc', 3)).toBe(true);
    expect(hatMindestlaenge(' ab ', 3)).toBe(false);
    expect(hatMindestlaenge(null, 1)).toBe(false);
    expect(hatMindestlaenge(undefined, 0)).toBe(true);
  });
});
