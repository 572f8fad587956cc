import { describe, expect, it } from 'vitest';
import type { Tarif } from '../vertraege/schemas.ts';
import { abschlagGueltigAb, abschlagJetzt, abschlagsBereich, abschlagsEmpfehlung, faelligkeitAb } from './regeln.ts';
import { preiseDerNaechstenZwoelfMonate } from './tarife-zwoelf-monate.ts';
import { abschlagJetztText, abschlagTexte, berechnungInWorten } from './texte.ts';

describe('§41b(3) recommendation', () => {
  const jahr = { von: '2025-01-01', bis: '2026-01-01', summe: 3000 };
  it('is consumption × energy price + 12 × grundpreis, divided by the payments and rounded up', () => {
    // 3000 kWh × 0.30 = 900 € + 12 × 10 € = 1020 € → 85 € a month, 170 € every two months, 255 € a quarter.
    const preis = { grundpreis: 10, arbeitspreis: 0.3, arbeitspreisNT: null, anteilNt: null };
    expect(abschlagsEmpfehlung(jahr, preis, 'MONATLICH')).toMatchObject({ jahresverbrauch: 3000, arbeitskosten: 900, grundkosten: 120, jahreskosten: 1020, zahlungen: 12, empfehlung: 85 });
    expect(abschlagsEmpfehlung(jahr, preis, 'ZWEIMONATLICH').empfehlung).toBe(170);
    expect(abschlagsEmpfehlung(jahr, preis, 'VIERTELJAEHRLICH').empfehlung).toBe(255);
  });
  it('rounds up any cent, but not an exact euro', () => {
    const preis = { grundpreis: 10, arbeitspreis: 0.30004, arbeitspreisNT: null, anteilNt: null };
    // 900.12 € + 120 € = 1020.12 € / 12 = 85.01 € → 86 €.
    expect(abschlagsEmpfehlung(jahr, preis, 'MONATLICH').empfehlung).toBe(86);
  });
  it('extrapolates a shorter period to 365 days', () => {
    const halb = { von: '2025-07-01', bis: '2025-12-30', summe: 1000 }; // 182 days
    const b = abschlagsEmpfehlung(halb, { grundpreis: 0, arbeitspreis: 0.3, arbeitspreisNT: null, anteilNt: null }, 'MONATLICH');
    expect(b.jahresverbrauch).toBe(2005);
    expect(b.empfehlung).toBe(Math.ceil((2005 * 0.3) / 12));
  });
  it('prices the NT share at the NT price for HT/NT tariffs', () => {
    // 3000 kWh: 70 % × 0.30 + 30 % × 0.20 = 0.27 €/kWh → 810 € + 120 € = 930 € → 77.50 → 78 €.
    const b = abschlagsEmpfehlung(jahr, { grundpreis: 10, arbeitspreis: 0.3, arbeitspreisNT: 0.2, anteilNt: 30 }, 'MONATLICH');
    expect(b.arbeitskosten).toBe(810);
    expect(b.empfehlung).toBe(78);
    expect(berechnungInWorten(b).join(' ')).toContain('70,00 % zum Hochtarif von 30,00 ct/kWh und 30,00 % zum Niedertarif von 20,00 ct/kWh');
  });
  it('explains itself in plain German', () => {
    const b = abschlagsEmpfehlung(jahr, { grundpreis: 10, arbeitspreis: 0.3, arbeitspreisNT: null, anteilNt: null }, 'MONATLICH');
    expect(berechnungInWorten(b)).toEqual([
      'Ihr Verbrauch vom 01.01.2025 bis 01.01.2026: 3.000 kWh, auf ein Jahr (365 Tage) hochgerechnet 3.000 kWh.',
      '3.000 kWh zum Arbeitspreis von 30,00 ct/kWh ergeben 900,00 €.',
      'Dazu kommt der Grundpreis: 12 × 10,00 € = 120,00 €.',
      'Erwartete Kosten der nächsten 12 Monate: 1.020,00 €, geteilt durch 12 Zahlungen und auf volle Euro aufgerundet: 85 €.',
    ]);
  });
});

describe('allowed range', () => {
  it('lies within the tenant percentages, in whole euros', () => {
    expect(abschlagsBereich(89, { minProzentDerEmpfehlung: 70, maxProzentDerEmpfehlung: 200 })).toEqual({ min: 63, max: 178 });
    expect(abschlagsBereich(100, { minProzentDerEmpfehlung: 70, maxProzentDerEmpfehlung: 200 })).toEqual({ min: 70, max: 200 });
  });
  it('names the range in euros', () => {
    expect(abschlagTexte.ausserhalbBereich(62, 177)).toBe('Der Abschlag muss zwischen 62 € und 177 € liegen.');
    expect(abschlagTexte.ausserhalbBereich(700, 2000)).toBe('Der Abschlag muss zwischen 700 € und 2.000 € liegen.');
  });
});

describe('effective date', () => {
  it('is the next due date at least vorlaufTage away', () => {
    // Today 2026-11-18, five days' lead: the 2026-11-20 due date is too close, 2026-12-20 it is.
    expect(abschlagGueltigAb('2026-11-20', 'MONATLICH', '2026-11-18', 5)).toBe('2026-12-20');
    expect(abschlagGueltigAb('2026-11-23', 'MONATLICH', '2026-11-18', 5)).toBe('2026-11-23');
    expect(abschlagGueltigAb('2026-11-22', 'MONATLICH', '2026-11-18', 5)).toBe('2026-12-22');
    expect(abschlagGueltigAb('2026-11-20', 'VIERTELJAEHRLICH', '2026-11-18', 5)).toBe('2027-02-20');
    expect(abschlagGueltigAb('2026-11-20', 'ZWEIMONATLICH', '2026-11-18', 0)).toBe('2026-11-20');
  });
  it('rolls an aged due date forward in its rhythm and keeps the 31st after short months', () => {
    expect(faelligkeitAb('2026-01-31', 'MONATLICH', '2026-02-01')).toBe('2026-02-28');
    expect(faelligkeitAb('2026-01-31', 'MONATLICH', '2026-03-01')).toBe('2026-03-31');
    expect(faelligkeitAb('2025-11-15', 'ZWEIMONATLICH', '2026-11-18')).toBe('2027-01-15');
  });
});

describe('abschlagJetzt', () => {
  const a = (betragAlt: number, betragNeu: number, gueltigAb: string) => ({ betragAlt, betragNeu, gueltigAb });
  it('debits the old amount until the change takes effect, and names the new one with its date', () => {
    expect(abschlagJetzt(95, '2026-11-29', [a(85, 95, '2026-12-29')])).toEqual({ betrag: 85, geplant: { betrag: 95, ab: '2026-12-29' } });
  });
  it('takes the amount before the first waiting change when several wait', () => {
    expect(abschlagJetzt(100, '2026-11-29', [a(95, 100, '2026-12-29'), a(85, 95, '2026-12-29'), a(70, 85, '2026-10-29')])).toEqual({ betrag: 85, geplant: { betrag: 100, ab: '2026-12-29' } });
  });
  it('shows nothing planned once the change is due, when it was changed back, or after an import overwrote it', () => {
    expect(abschlagJetzt(95, '2026-12-29', [a(85, 95, '2026-12-29')])).toEqual({ betrag: 95, geplant: null });
    expect(abschlagJetzt(85, '2026-11-29', [a(95, 85, '2026-12-29'), a(85, 95, '2026-12-29')])).toEqual({ betrag: 85, geplant: null });
    expect(abschlagJetzt(120, '2026-11-29', [a(85, 95, '2026-12-29')])).toEqual({ betrag: 120, geplant: null });
  });
});

describe('abschlagJetztText', () => {
  it('says what is debited next and, apart, what comes later', () => {
    expect(abschlagJetztText({ betrag: 85, naechsteFaelligkeit: '2026-11-29', geplant: { betrag: 95, ab: '2026-12-29' } })).toBe('Aktuell 85,00 € (nächste Abbuchung 29.11.2026) · ab 29.12.2026: 95,00 €');
    expect(abschlagJetztText({ betrag: 85, naechsteFaelligkeit: '2026-11-29', geplant: null })).toBe('Aktuell 85,00 € (nächste Abbuchung 29.11.2026)');
  });
});

// The tariffs of the next 12 months, weighted by days, and VAT for net prices.
describe('preiseDerNaechstenZwoelfMonate', () => {
  const tarif = (name: string, von: string | null, bis: string | null, arbeitspreis: number, extra: Partial<Tarif> = {}): Tarif => ({
    name,
    tariftyp: 'ALLES_INKLUSIVE_NETTO',
    preisgarantietyp: null,
    grundpreis: 10,
    arbeitspreis,
    arbeitspreisNT: null,
    anteilNt: null,
    istDynamisch: false,
    durchschnittlicherArbeitspreisVormonat: null,
    durchschnittlicherArbeitspreisGesamt: null,
    gueltigVon: von,
    gueltigBis: bis,
    ...extra,
  });

  it('splits the 365 days at a tariff change and takes the mean weighted by days, with 19 % VAT for net prices', () => {
    const p = preiseDerNaechstenZwoelfMonate([tarif('A', '2024-01-01', '2026-12-31', 0.3), tarif('B', '2027-01-01', null, 0.33, { grundpreis: 12 })], '2026-11-18', 'Haushaltskunde')!;
    expect(p.abschnitte!.map((a) => [a.name, a.von, a.bis, a.tage])).toEqual([
      ['A', '2026-11-18', '2026-12-31', 44],
      ['B', '2027-01-01', '2027-11-17', 321],
    ]);
    expect(p).toMatchObject({ arbeitspreis: 0.3264, grundpreis: 11.76, umsatzsteuer: 0.19 });
    const b = abschlagsEmpfehlung({ von: '2026-01-01', bis: '2027-01-01', summe: 2998 }, p, 'MONATLICH');
    expect(b).toMatchObject({ arbeitskosten: 978.55, grundkosten: 141.12, umsatzsteuer: { netto: 1119.67, satz: 0.19, betrag: 212.74 }, jahreskosten: 1332.41, empfehlung: 112 });
    const worte = berechnungInWorten(b);
    expect(worte[1]).toBe('In den nächsten 12 Monaten gelten: A vom 18.11.2026 bis 31.12.2026 (44 Tage, 30,00 ct/kWh, Grundpreis 10,00 € im Monat); B vom 01.01.2027 bis 17.11.2027 (321 Tage, 33,00 ct/kWh, Grundpreis 12,00 € im Monat).');
    // Every price the page uses comes about in figures the customer can add up.
    expect(worte[2]).toBe('Nach Tagen gewichtet: Arbeitspreis (44 × 30,00 ct/kWh + 321 × 33,00 ct/kWh) ÷ 365 Tage = 32,64 ct/kWh; Grundpreis (44 × 10,00 € + 321 × 12,00 €) ÷ 365 Tage = 11,76 €.');
    expect(worte[3]).toBe('2.998 kWh zum nach Tagen gewichteten Arbeitspreis von 32,64 ct/kWh ergeben 978,55 €.');
    expect(worte[5]).toBe('Zusammen 1.119,67 € netto; Ihre Rechnung enthält die Umsatzsteuer: + 212,74 € = 1.332,41 € inkl. 19 % USt.');
  });

  it('keeps a tariff over a gap after it, adds no VAT to gross prices, and has nothing without any tariff', () => {
    const brutto = preiseDerNaechstenZwoelfMonate([tarif('A', null, '2027-03-31', 0.3, { tariftyp: 'ALLES_INKLUSIVE_BRUTTO' })], '2026-11-18', 'Haushaltskunde')!;
    expect(brutto).toMatchObject({ arbeitspreis: 0.3, umsatzsteuer: null, abschnitte: [{ name: 'A', tage: 365 }] });
    // A household's dynamic tariff is priced gross (SPEC §9); a business customer's is net.
    const dynamisch = [tarif('D', null, null, 0.3, { tariftyp: 'DYNAMISCHER_PREIS', istDynamisch: true })];
    expect(preiseDerNaechstenZwoelfMonate(dynamisch, '2026-11-18', 'Haushaltskunde')!.umsatzsteuer).toBeNull();
    expect(preiseDerNaechstenZwoelfMonate(dynamisch, '2026-11-18', 'Sondervertragskunde')!.umsatzsteuer).toBe(0.19);
    expect(preiseDerNaechstenZwoelfMonate([], '2026-11-18', 'Haushaltskunde')).toBeNull();
  });

  it('explains a single dynamic tariff: the stated all-in price, its VAT basis and the averages paid', () => {
    const dyn = [tarif('Strom Dynamisch', '2024-01-01', null, 0.2961, { tariftyp: 'DYNAMISCHER_PREIS', istDynamisch: true, grundpreis: 13.9, durchschnittlicherArbeitspreisVormonat: 0.2874, durchschnittlicherArbeitspreisGesamt: 0.3012 })];
    const haushalt = abschlagsEmpfehlung({ von: '2025-11-01', bis: '2026-11-01', summe: 3000 }, preiseDerNaechstenZwoelfMonate(dyn, '2026-11-18', 'Haushaltskunde')!, 'MONATLICH');
    const worte = berechnungInWorten(haushalt, 0.19);
    expect(worte[1]).toBe(
      'Ihr Tarif Strom Dynamisch hat einen dynamischen Preis, der sich mit dem Börsenpreis ändert. Wir rechnen mit dem Arbeitspreis, den Ihr Versorger für diesen Tarif angibt: 29,61 ct/kWh, alles inklusive (Börsenpreis, Aufschlag, Netzentgelt, Abgaben, Umlagen und Stromsteuer), inkl. 19 % USt. Ihr tatsächlicher Durchschnittspreis lag im Vormonat 28,74 ct/kWh, seit Lieferbeginn 30,12 ct/kWh.',
    );
    // 3,000 kWh × 0.2961 € = 888.30 € + 12 × 13.90 € = 166.80 € → 1,055.10 €, no VAT step on a gross price.
    expect(worte[2]).toBe('3.000 kWh zum Arbeitspreis von 29,61 ct/kWh ergeben 888,30 €.');
    expect(worte.at(-1)).toBe('Erwartete Kosten der nächsten 12 Monate: 1.055,10 € inkl. 19 % USt., geteilt durch 12 Zahlungen und auf volle Euro aufgerundet: 88 €.');
    // A business customer reads the same price net; the VAT step follows.
    const gewerbe = berechnungInWorten(abschlagsEmpfehlung({ von: '2025-11-01', bis: '2026-11-01', summe: 3000 }, preiseDerNaechstenZwoelfMonate(dyn, '2026-11-18', 'Sondervertragskunde')!, 'MONATLICH'), 0.19);
    expect(gewerbe[1]).toContain('29,61 ct/kWh, alles inklusive (Börsenpreis, Aufschlag, Netzentgelt, Abgaben, Umlagen und Stromsteuer), netto (die Umsatzsteuer kommt unten dazu).');
    expect(gewerbe.join(' ')).toContain('Ihre Rechnung enthält die Umsatzsteuer');
  });
});
