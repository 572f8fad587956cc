import { describe, expect, it } from 'vitest';
import { achsenZahl, cent, euro, kwh } from './format.ts';

// Every axis and value in German format (SPEC §9: decimal comma, thousands dot).
describe('German number formats of the consumption screens', () => {
  it('formats axis ticks with decimal comma and thousands dot', () => {
    expect(achsenZahl(0.75)).toBe('0,75');
    expect(achsenZahl(3400)).toBe('3.400');
    expect(achsenZahl(12500.5)).toBe('12.500,5');
    expect(achsenZahl(0)).toBe('0');
    expect(achsenZahl(-1.25)).toBe('-1,25');
  });

  it('writes values with two decimals and their unit', () => {
    expect(kwh(1.23)).toBe('1,23 kWh');
    expect(euro(1234.5)).toBe('1.234,50 €');
    expect(cent(0.2961)).toBe('29,61 ct/kWh');
    expect(euro(null)).toBe('–');
  });
});
