import { describe, expect, it } from 'vitest';
import { allinPreis, kundenpreis, netzentgeltStufe } from './allin.ts';
import { berlinOrtszeit } from './ortszeit.ts';
import { PreisbestandteileWerteSchema } from './schemas.ts';

// Hand-computed: components of a Modul 3 grid area (EUR/kWh).
const bestandteile = PreisbestandteileWerteSchema.parse({
  netzentgelt: {
    standard: 0.08,
    hochlast: 0.12,
    niedriglast: 0.02,
    zeitfenster: [
      { quartale: [1, 4], von: '17:00', bis: '20:00', stufe: 'HLZ' },
      { quartale: [1, 2, 3, 4], von: '22:00', bis: '06:00', stufe: 'NLZ' },
    ],
  },
  konzessionsabgabe: 0.0166,
  kwkgUmlage: 0.00277,
  stromnevUmlage: 0.01558,
  offshoreUmlage: 0.00816,
  stromsteuer: 0.0205,
  umsatzsteuer: 0.19,
});

describe('all-in price', () => {
  it('adds market price, aufschlag and every component, then VAT: 18:00 in November is HLZ', () => {
    // 2026-11-18T18:00+01:00 = 17:00Z. Netto 0.10 + 0.02 + 0.12 + 0.0166 + 0.00277 + 0.01558 + 0.00816 + 0.0205 = 0.30361
    const p = allinPreis(0.1, 0.02, bestandteile, new Date('2026-11-18T17:00:00Z'));
    expect(p.netzentgeltStufe).toBe('HLZ');
    expect(p.netto).toBeCloseTo(0.30361, 8);
    expect(p.umsatzsteuer).toBeCloseTo(0.0576859, 7);
    expect(p.preis).toBeCloseTo(0.3612959, 7);
  });

  it('uses the window by local time: 18:00 in July (summer time, quarter 3) is SLZ, 23:00 NLZ, 05:45 NLZ, 06:00 SLZ', () => {
    expect(netzentgeltStufe(bestandteile.netzentgelt, new Date('2026-07-15T16:00:00Z'))).toBe('SLZ');
    expect(netzentgeltStufe(bestandteile.netzentgelt, new Date('2026-07-15T21:00:00Z'))).toBe('NLZ');
    expect(netzentgeltStufe(bestandteile.netzentgelt, new Date('2026-07-16T03:45:00Z'))).toBe('NLZ');
    expect(netzentgeltStufe(bestandteile.netzentgelt, new Date('2026-07-16T04:00:00Z'))).toBe('SLZ');
  });

  it('a negative market price can make the all-in price low but keeps the components', () => {
    // 02:00 local in January: NLZ. Netto -0.05 + 0.02 + 0.02 + 0.06361 = 0.05361; × 1.19 = 0.0637959
    const p = allinPreis(-0.05, 0.02, bestandteile, new Date('2026-01-10T01:00:00Z'));
    expect(p.netzentgeltStufe).toBe('NLZ');
    expect(p.preis).toBeCloseTo(0.0637959, 7);
  });

  it('fixed tariffs pay their arbeitspreis; dynamic ones without components market + aufschlag with 19 % VAT', () => {
    expect(kundenpreis({ istDynamisch: false, arbeitspreis: 0.32 }, 0.1, bestandteile, 0)).toBe(0.32);
    expect(kundenpreis({ istDynamisch: true, arbeitspreis: 0, aufschlag: 0.02 }, 0.1, null, 0)).toBeCloseTo(0.1428, 8);
    expect(kundenpreis({ istDynamisch: true, arbeitspreis: 0, aufschlag: 0.02 }, null, bestandteile, 0)).toBeNull();
  });

  it('knows Berlin wall time across the change days', () => {
    expect(berlinOrtszeit(Date.parse('2026-03-29T00:59:00Z')).minute).toBe(1 * 60 + 59);
    expect(berlinOrtszeit(Date.parse('2026-03-29T01:00:00Z')).minute).toBe(3 * 60);
    expect(berlinOrtszeit(Date.parse('2026-10-25T00:30:00Z')).minute).toBe(2 * 60 + 30);
    expect(berlinOrtszeit(Date.parse('2026-10-25T01:30:00Z')).minute).toBe(2 * 60 + 30);
    expect(berlinOrtszeit(Date.parse('2026-12-31T23:00:00Z'))).toMatchObject({ jahr: 2027, monat: 1, tag: 1, minute: 0 });
  });
});
