import { describe, expect, it } from 'vitest';
import { prognoseText, saldoSpanne } from './format.ts';

describe('the forecast range reads best case first, one unit where both ends are alike', () => {
  it('two back-payments: the smaller first, the unit once', () => {
    expect(saldoSpanne(-114, -70)).toBe('70–114 € Nachzahlung');
    expect(saldoSpanne(-70.4, -113.6)).toBe('70–114 € Nachzahlung');
  });
  it('two credits: the smaller first', () => {
    expect(saldoSpanne(150, 40)).toBe('40–150 € Guthaben');
  });
  it('across zero: the credit first, both named', () => {
    expect(saldoSpanne(-173, 190)).toBe('zwischen 190 € Guthaben und 173 € Nachzahlung');
  });
  it('equal ends and thousands', () => {
    expect(saldoSpanne(-1200, -1200)).toBe('1.200 € Nachzahlung');
    expect(prognoseText({ p10: -1302.2, p50: -302, p90: 120 })).toBe('Voraussichtlich 302 € Nachzahlung (zwischen 120 € Guthaben und 1.302 € Nachzahlung)');
  });
});
