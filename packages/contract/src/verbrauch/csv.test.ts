import { describe, expect, it } from 'vitest';
import { historieCsv, historieDateiname, preiszeitreiheCsv, preiszeitreiheDateiname } from './csv.ts';
import { aufJahrHochgerechnet } from './verbrauch-jahr.ts';

describe('SPEC §9 CSV', () => {
  it('hourly history: BOM, header, semicolons, decimal commas, CRLF, both 02:00 hours of the change day', () => {
    const csv = historieCsv('hourly', [
      { von: '2026-10-25T02:00:00+02:00', bis: '2026-10-25T02:00:00+01:00', verbrauch: 0.4, arbeitspreis: 0.28125, kosten: 0.1125 },
      { von: '2026-10-25T02:00:00+01:00', bis: '2026-10-25T03:00:00+01:00', verbrauch: 1234.5678, arbeitspreis: -0.01, kosten: -12.345678 },
      { von: '2026-10-25T03:00:00+01:00', bis: '2026-10-25T04:00:00+01:00', verbrauch: 0, arbeitspreis: null, kosten: null },
    ]);
    // U+FEFF is written as the bytes EF BB BF once the text is saved as UTF-8.
    expect(csv.codePointAt(0)).toBe(0xfeff);
    expect(csv).toBe(
      '\uFEFFvon;Verbrauch in kWh;Preis in EUR/kWh;Kosten in EUR\r\n' +
        '25.10.2026 02:00;0,400;0,2813;0,11\r\n' +
        '25.10.2026 02:00;1234,568;-0,0100;-12,35\r\n' +
        '25.10.2026 03:00;0,000;;\r\n',
    );
  });

  it('daily and monthly history show the date only (Berlin), never the UTC date', () => {
    const eintrag = { von: '2026-11-01T00:00:00+01:00', bis: '2026-11-02T00:00:00+01:00', verbrauch: 7.25, arbeitspreis: 0.3, kosten: 2.175 };
    expect(historieCsv('daily', [eintrag])).toBe('\uFEFFvon;Verbrauch in kWh;Preis in EUR/kWh;Kosten in EUR\r\n01.11.2026;7,250;0,3000;2,18\r\n');
    expect(historieCsv('monthly', [])).toBe('\uFEFFvon;Verbrauch in kWh;Preis in EUR/kWh;Kosten in EUR\r\n');
  });

  it('a quality column and a feed-in column only where the values carry them', () => {
    const csv = historieCsv('hourly', [
      { von: '2026-03-29T11:00:00+02:00', bis: '2026-03-29T12:00:00+02:00', verbrauch: 0.5, arbeitspreis: null, kosten: null, qualitaet: 'ERSATZWERT', anteile: { GEMESSEN: 0.5, ERSATZWERT: 0.5, VORLAEUFIG: 0 }, einspeisung: 1.25 },
      { von: '2026-03-29T12:00:00+02:00', bis: '2026-03-29T13:00:00+02:00', verbrauch: 0.5, arbeitspreis: null, kosten: null, qualitaet: 'VORLAEUFIG' },
      { von: '2026-03-29T13:00:00+02:00', bis: '2026-03-29T14:00:00+02:00', verbrauch: 0.5, arbeitspreis: null, kosten: null },
    ]);
    expect(csv).toBe(
      '\uFEFFvon;Verbrauch in kWh;Preis in EUR/kWh;Kosten in EUR;Qualität;Einspeisung in kWh\r\n' +
        '29.03.2026 11:00;0,500;;;Ersatzwert;1,250\r\n' +
        '29.03.2026 12:00;0,500;;;vorläufig;\r\n' +
        '29.03.2026 13:00;0,500;;;;\r\n',
    );
  });

  it('price series: von with time, price with five decimals, negatives without a lone minus on zero', () => {
    const csv = preiszeitreiheCsv([
      { von: '2026-11-17T00:00:00+01:00', bis: '2026-11-17T00:15:00+01:00', preis: 0.08734 },
      { von: '2026-11-17T13:15:00+01:00', bis: '2026-11-17T13:30:00+01:00', preis: -0.00512 },
      { von: '2026-11-17T13:30:00+01:00', bis: '2026-11-17T13:45:00+01:00', preis: -0.000001 },
    ]);
    expect(csv).toBe('\uFEFFvon;Preis\r\n17.11.2026 00:00;0,08734\r\n17.11.2026 13:15;-0,00512\r\n17.11.2026 13:30;0,00000\r\n');
  });

  it('file names of SPEC §9 with German dates', () => {
    expect(historieDateiname('daily', { von: '2026-11-01', bis: '2026-11-17' })).toBe('Monatsdaten_dynamischer_Tarif__01.11.2026_17.11.2026.csv');
    expect(historieDateiname('monthly', { von: '2026-01-01', bis: '2026-11-17' })).toBe('Jahresdaten_dynamischer_Tarif__01.01.2026_17.11.2026.csv');
    expect(historieDateiname('hourly', { von: '2026-11-17', bis: '2026-11-18' })).toBe('Stundendaten_dynamischer_Tarif__17.11.2026_18.11.2026.csv');
    expect(preiszeitreiheDateiname({ von: '2026-11-17', bis: '2026-11-18' })).toBe('preiszeitreihe_17.11.2026-18.11.2026.csv');
  });
});

describe('SPEC §9 extrapolation to 365 days', () => {
  it('scales a period by 365 / its days, leap years included', () => {
    expect(aufJahrHochgerechnet(1000, '2025-01-01', '2025-07-02')).toBeCloseTo((1000 * 365) / 182, 9);
    expect(aufJahrHochgerechnet(3660, '2028-01-01', '2029-01-01')).toBeCloseTo(3650, 9);
    expect(aufJahrHochgerechnet(5, '2026-11-18', '2026-11-18')).toBe(1825);
  });
});
