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

describe('the forecast in one line says what the amounts include', () => {
  it('names the VAT from the rate it is given, with and without an Abschlag', async () => {
    const { prognoseKurzText } = await import('./format.ts');
    const spanne = (p10: number, p50: number, p90: number) => ({ p10, p50, p90 });
    expect(prognoseKurzText({ saldo: spanne(-20, 8, 30), kosten: spanne(1000, 1010, 1040), mitAbschlag: true, umsatzsteuerSatz: 0.19 })).toBe(
      'Voraussichtlich 8 € Guthaben (zwischen 30 € Guthaben und 20 € Nachzahlung), inkl. 19 % USt.',
    );
    expect(prognoseKurzText({ saldo: spanne(-1040, -1010, -1000), kosten: spanne(1000, 1010, 1040), mitAbschlag: false, umsatzsteuerSatz: 0.07 })).toBe(
      'Voraussichtliche Kosten 1.010 € inkl. 7 % USt. (zwischen 1.000 € und 1.040 €)',
    );
  });
});
