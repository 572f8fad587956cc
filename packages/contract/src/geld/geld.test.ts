import { describe, expect, it } from 'vitest';
import { abschlagsEmpfehlung } from '../abschlag/regeln.ts';
import { abschlaegeImZeitraum } from '../sparen/prognose.ts';
import { abschlagAufrunden, aufCent, inCent, kwhAusgeben, preisAnzeigen, preisAusgeben, preisRechnen, teilbetragAusgeben } from './cent.ts';
import { ctJeKwh, euro, euroGanz, kwh } from './format.ts';
import { jahreskosten } from './jahreskosten.ts';
import { betragsbasisText, bruttoPreis, umsatzsteuerSatz } from './umsatzsteuer.ts';

describe('Geldmodul', () => {
  it('knows the VAT rate by delivery date: 7 % on gas from 2022-10-01 to 2024-03-31, 19 % otherwise', () => {
    expect(umsatzsteuerSatz('2022-09-30', 'Gas')).toBe(0.19);
    expect(umsatzsteuerSatz('2022-10-01', 'Gas')).toBe(0.07);
    expect(umsatzsteuerSatz('2024-03-31', 'Gas')).toBe(0.07);
    expect(umsatzsteuerSatz('2024-04-01', 'Gas')).toBe(0.19);
    expect(umsatzsteuerSatz('2023-06-01', 'Strom')).toBe(0.19);
  });

  it('labels an amount "inkl. 19 % USt." or "netto", with the rate of its day and energy', () => {
    expect(betragsbasisText('brutto', umsatzsteuerSatz('2026-11-18'))).toBe('inkl. 19 % USt.');
    expect(betragsbasisText('brutto', umsatzsteuerSatz('2023-06-01', 'Gas'))).toBe('inkl. 7 % USt.');
    expect(betragsbasisText('netto', umsatzsteuerSatz('2026-11-18', 'Gas'))).toBe('netto');
  });

  it('rounds each step once: cents half away from zero, prices to 0.0001 €/kWh, instalments up to whole euros', () => {
    expect(inCent(0.285)).toBe(29);
    expect(inCent(-0.285)).toBe(-29);
    expect(aufCent(892.5)).toBe(892.5);
    expect(preisAnzeigen(0.326383)).toBe(0.3264);
    // The API keeps 6 decimals of a price (finer than the display), computing keeps 8.
    expect(preisAusgeben(0.32638349)).toBe(0.326383);
    expect(preisRechnen(0.3263834949)).toBe(0.32638349);
    expect(teilbetragAusgeben(0.0123456789)).toBe(0.012346);
    expect(kwhAusgeben(1.2345674)).toBe(1.234567);
    expect(abschlagAufrunden(121309, 12)).toBe(102);
    expect(abschlagAufrunden(102000, 12)).toBe(85);
    // A net price with VAT is the gross figure a price list shows, not 0.35699999…
    expect(bruttoPreis(0.3, 0.19)).toBe(0.357);
    expect(bruttoPreis(10, 0.19)).toBe(11.9);
  });

  it('formats EUR, ct/kWh and kWh the German way', () => {
    expect(euro(1176.1)).toBe('1.176,10 €');
    expect(euroGanz(-456.4)).toBe('456 €');
    expect(ctJeKwh(0.2961)).toBe('29,61 ct/kWh');
    expect(ctJeKwh(0.30361)).toBe('30,36 ct/kWh');
    expect(kwh(3139.4)).toBe('3.139 kWh');
  });

  // The measured case: a household on ALLES_INKLUSIVE_NETTO 0.301/0.241 €/kWh (HT/NT), 12.50 € a month.
  it('prices a year net → gross once: the Abschlag recommendation and the forecast share jahreskosten', () => {
    const preise = { grundpreis: 12.5, arbeitspreis: 0.301, arbeitspreisNT: 0.241, anteilNt: 36, umsatzsteuer: 0.19 };
    // 3,000 kWh × (0.301 × 0.64 + 0.241 × 0.36 = 0.2794) = 838.20 €; 12 × 12.50 = 150 €; 988.20 € + 187.76 € = 1,175.96 €.
    expect(jahreskosten(3000, preise)).toEqual({ arbeitskosten: 83820, grundkosten: 15000, netto: 98820, umsatzsteuer: 18776, brutto: 117596 });
    const empfehlung = abschlagsEmpfehlung({ von: '2026-01-01', bis: '2027-01-01', summe: 3000 }, preise, 'MONATLICH');
    expect(empfehlung.jahreskosten).toBe(1175.96);
    expect(empfehlung.empfehlung).toBe(98);
  });
});

describe('Abschläge bis zum Stichtag', () => {
  const wechsel = [{ betragAlt: 70, betragNeu: 118, gueltigAb: '2026-12-01' }];

  it('counts each due date at the amount valid on it: October and November at 70 €, then 118 € → 1,320 €', () => {
    expect(abschlaegeImZeitraum(118, '2026-12-01', 'MONATLICH', '2026-10-01', '2027-10-01', wechsel)).toBe(1320);
    // The anchor may be any due date of the series.
    expect(abschlaegeImZeitraum(118, '2026-10-01', 'MONATLICH', '2026-10-01', '2027-10-01', wechsel)).toBe(1320);
  });

  it('applies a change to every rhythm', () => {
    // Quarterly from 2026-10-01: 2026-10-01 at 210 €, then 2027-01-01, -04-01, -07-01 at 354 €.
    expect(abschlaegeImZeitraum(354, '2027-01-01', 'VIERTELJAEHRLICH', '2026-10-01', '2027-10-01', [{ betragAlt: 210, betragNeu: 354, gueltigAb: '2027-01-01' }])).toBe(1272);
    // Every two months from 2026-10-15: October at 140 €, then five at 236 €.
    expect(abschlaegeImZeitraum(236, '2026-12-15', 'ZWEIMONATLICH', '2026-10-01', '2027-10-01', [{ betragAlt: 140, betragNeu: 236, gueltigAb: '2026-12-15' }])).toBe(1320);
  });

  it('keeps month-end anchors: the 31st is the last day of shorter months, each due date counted once', () => {
    const ab = [{ betragAlt: 50, betragNeu: 60, gueltigAb: '2027-02-28' }];
    // 2026-12-31, 2027-01-31 at 50 €; 2027-02-28, 03-31 at 60 € (before 2027-04-01).
    expect(abschlaegeImZeitraum(60, '2026-12-31', 'MONATLICH', '2026-12-01', '2027-04-01', ab)).toBe(220);
  });

  it('takes an amount the billing system imported since the last change for every date', () => {
    expect(abschlaegeImZeitraum(95, '2026-12-01', 'MONATLICH', '2026-10-01', '2027-10-01', wechsel)).toBe(1140);
  });
});
