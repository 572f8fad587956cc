import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { hatMindestlaenge, istAusgefuellt, istIsoDatum, istPflichtWenn } from './regeln.ts';

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

describe('istIsoDatum', () => {
  it('accepts exactly the calendar dates z.iso.date() accepts', () => {
    const zod = z.iso.date();
    for (const wert of ['2026-11-23', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-01', ' 2026-11-23', '2026-11-23T00:00', '', 20261123, null]) {
      expect(istIsoDatum(wert), String(wert)).toBe(z.safeParse(zod, wert).success);
    }
  });
});
