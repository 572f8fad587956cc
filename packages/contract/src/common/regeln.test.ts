import { describe, expect, it } from 'vitest';
import { hatHoechstlaenge, hatMindestlaenge, istAusgefuellt, istGewaehlt, istNichtNach, istNichtVor, istPflichtWenn } from './regeln.ts';

// SPEC §5 generic rules.
describe('required rules', () => {
  it('required: a non-blank string', () => {
    expect(istAusgefuellt('x')).toBe(true);
    expect(istAusgefuellt(' x ')).toBe(true);
    for (const leer of ['', '   ', '\t\n', null, undefined]) expect(istAusgefuellt(leer)).toBe(false);
  });

  it('required-select: something chosen', () => {
    expect(istGewaehlt('Herr')).toBe(true);
    expect(istGewaehlt(0)).toBe(true);
    expect(istGewaehlt(false)).toBe(true);
    for (const nichts of ['', null, undefined]) expect(istGewaehlt(nichts)).toBe(false);
  });

  it('required-if: only when the selected value is in the list', () => {
    expect(istPflichtWenn('Herr', ['Herr', 'Frau'])).toBe(true);
    expect(istPflichtWenn('Firma', ['Herr', 'Frau'])).toBe(false);
    expect(istPflichtWenn(null, ['Herr', 'Frau'])).toBe(false);
    expect(istPflichtWenn(undefined, ['Herr'])).toBe(false);
  });
});

describe('length rules on the trimmed value', () => {
  it('min length', () => {
    expect(hatMindestlaenge('abc', 3)).toBe(true);
    expect(hatMindestlaenge(' ab ', 3)).toBe(false);
    expect(hatMindestlaenge(null, 1)).toBe(false);
    expect(hatMindestlaenge(undefined, 0)).toBe(true);
  });

  it('max length', () => {
    expect(hatHoechstlaenge('abc', 3)).toBe(true);
    expect(hatHoechstlaenge('  abc  ', 3)).toBe(true);
    expect(hatHoechstlaenge('abcd', 3)).toBe(false);
    expect(hatHoechstlaenge(null, 0)).toBe(true);
  });
});

describe('date rules', () => {
  it('min date: on or after the minimum', () => {
    expect(istNichtVor('2026-11-19', '2026-11-19')).toBe(true);
    expect(istNichtVor('2026-11-20', '2026-11-19')).toBe(true);
    expect(istNichtVor('2026-11-18', '2026-11-19')).toBe(false);
    expect(istNichtVor('2027-01-01', '2026-12-31')).toBe(true);
  });

  it('max date: on or before the maximum', () => {
    expect(istNichtNach('2026-11-18', '2026-11-18')).toBe(true);
    expect(istNichtNach('2026-11-19', '2026-11-18')).toBe(false);
    expect(istNichtNach('2025-12-31', '2026-01-01')).toBe(true);
  });
});
