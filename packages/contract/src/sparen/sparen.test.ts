import { describe, expect, it } from 'vitest';
import { PreisbestandteileWerteSchema } from '../preise/schemas.ts';
import { zeitpunktIso } from '../verbrauch/zeit.ts';
import { guenstigstesFensterBerechnen, inViertelstunden, VIERTELSTUNDE_MS, type PreisPunkt } from './fenster.ts';
import { abschlaegeImZeitraum, jahresStreuung, profilSumme, tagtyp, verbrauchSpanne, type SlpTabelle } from './prognose.ts';
import { energiekosten, hochrechnen, istGuenstiger, type Preisung } from './vergleich.ts';

const ms = (iso: string) => Date.parse(iso);

/** Quarter hours from von to bis at `preis`, with exceptions by UTC start. */
function reihe(von: string, bis: string, preis: number, ausnahmen: Record<string, number> = {}): PreisPunkt[] {
  const aus: PreisPunkt[] = [];
  for (let t = ms(von); t < ms(bis); t += VIERTELSTUNDE_MS) {
    const schluessel = new Date(t).toISOString().replace('.000Z', 'Z');
    aus.push({ von: t, bis: t + VIERTELSTUNDE_MS, preis: ausnahmen[schluessel] ?? preis });
  }
  return aus;
}

describe('cheapest window', () => {
  // The change day 2026-03-29 has 92 quarter hours: local 00:00+01:00 = 23:00Z, next midnight 00:00+02:00 = 22:00Z.
  const tag = reihe('2026-03-28T21:00:00Z', '2026-03-29T22:00:00Z', 0.3, {
    // 23:30–00:30 local (over midnight): 0.10
    '2026-03-28T22:30:00Z': 0.1, '2026-03-28T22:45:00Z': 0.1, '2026-03-28T23:00:00Z': 0.1, '2026-03-28T23:15:00Z': 0.1,
    // 01:45 local, then the clock jumps from 02:00 to 03:00: 01:45, 03:00, 03:15, 03:30 local at 0.05
    '2026-03-29T00:45:00Z': 0.05, '2026-03-29T01:00:00Z': 0.05, '2026-03-29T01:15:00Z': 0.05, '2026-03-29T01:30:00Z': 0.05,
  });

  it('a local day of 92 quarter hours is just 92 instants', () => {
    expect(tag.filter((p) => p.von >= ms('2026-03-28T23:00:00Z')).length).toBe(92);
  });

  it('finds the window across the change of time: 01:45–03:45 local at 5 ct, 25 ct cheaper than now (30 ct)', () => {
    const f = guenstigstesFensterBerechnen(tag, 4, ms('2026-03-28T21:05:00Z'), ms('2026-03-29T22:00:00Z'))!;
    expect(zeitpunktIso(new Date(f.von))).toBe('2026-03-29T01:45:00+01:00');
    expect(zeitpunktIso(new Date(f.bis))).toBe('2026-03-29T03:45:00+02:00');
    expect(f.durchschnittspreis).toBe(0.05);
    expect(f.ersparnisGegenueberJetzt).toBe(0.25);
  });

  it('finds the window across midnight when the later one is out of reach of bis', () => {
    const f = guenstigstesFensterBerechnen(tag, 4, ms('2026-03-28T21:05:00Z'), ms('2026-03-29T00:30:00Z'))!;
    expect(zeitpunktIso(new Date(f.von))).toBe('2026-03-28T23:30:00+01:00');
    expect(zeitpunktIso(new Date(f.bis))).toBe('2026-03-29T00:30:00+01:00');
    // Two hours: the four 10-ct quarter hours and four at 30 ct give 20 ct (the earliest of equal windows).
    const zwei = guenstigstesFensterBerechnen(tag, 8, ms('2026-03-28T21:05:00Z'), ms('2026-03-29T00:30:00Z'))!;
    expect(zwei.durchschnittspreis).toBeCloseTo(0.2, 9);
    expect(zeitpunktIso(new Date(zwei.von))).toBe('2026-03-28T22:30:00+01:00');
  });

  it('gives null when the known prices are too short, and never spans a gap', () => {
    expect(guenstigstesFensterBerechnen(tag, 4, ms('2026-03-29T21:30:00Z'), ms('2026-03-29T22:00:00Z'))).toBeNull();
    const mitLuecke = [...reihe('2026-11-26T10:00:00Z', '2026-11-26T10:30:00Z', 0.01), ...reihe('2026-11-26T11:00:00Z', '2026-11-26T11:30:00Z', 0.02)];
    expect(guenstigstesFensterBerechnen(mitLuecke, 3, 0, Infinity)).toBeNull();
  });

  it('splits hourly prices into four quarter hours', () => {
    const q = inViertelstunden([{ von: 0, bis: 3_600_000, preis: 0.2 }]);
    expect(q.map((p) => p.von)).toEqual([0, 900_000, 1_800_000, 2_700_000]);
  });
});

const bestandteile = PreisbestandteileWerteSchema.parse({
  netzentgelt: { standard: 0.08 },
  konzessionsabgabe: 0.0166,
  kwkgUmlage: 0.00277,
  stromnevUmlage: 0.01558,
  offshoreUmlage: 0.00816,
  stromsteuer: 0.0205,
  umsatzsteuer: 0.19,
});

describe('tariff comparison', () => {
  const fest: Preisung = { art: 'FEST', grundpreis: 10, arbeitspreis: 0.3, arbeitspreisNT: null, ntVon: '22:00', ntBis: '06:00', aufschlag: 0, bestandteile: null };
  const htnt: Preisung = { ...fest, art: 'HTNT', arbeitspreis: 0.34, arbeitspreisNT: 0.22 };
  const dyn: Preisung = { ...fest, art: 'DYNAMISCH', arbeitspreis: 0, aufschlag: 0.02, bestandteile };
  // 1 kWh at 23:00 local (NT) and 1 kWh at 12:00 local (HT) on 2026-11-18; an hourly value is split in four.
  const werte = [
    { von: ms('2026-11-18T22:00:00Z'), bis: ms('2026-11-18T22:15:00Z'), kwh: 1 },
    { von: ms('2026-11-18T11:00:00Z'), bis: ms('2026-11-18T12:00:00Z'), kwh: 1 },
  ];

  it('prices fixed, HT/NT and dynamic products on the quarter hours', () => {
    expect(energiekosten(werte, fest, () => null)).toEqual({ kosten: 0.6, kwh: 2 });
    const e = energiekosten(werte, htnt, () => null);
    expect(e.kosten).toBeCloseTo(0.56, 9); // 0.22 + 0.34
    // Dynamic: market 0.10 at night, 0.20 at noon: (0.10 + 0.02 + 0.14361) × 1.19 + (0.20 + 0.02 + 0.14361) × 1.19 = 0.3136959 + 0.4326959
    const d = energiekosten(werte, dyn, (t) => (t < ms('2026-11-18T12:00:00Z') ? 0.2 : 0.1));
    expect(d.kosten).toBeCloseTo(0.7463918, 6);
    // Without a market price at night only the noon kWh is priced.
    expect(energiekosten(werte, dyn, (t) => (t < ms('2026-11-18T12:00:00Z') ? 0.2 : null)).kwh).toBe(1);
  });

  it('extrapolates to the period and keeps the missing share as uncertainty', () => {
    // 90 % of a 365-day year covered: 900 kWh priced at 0.30 = 270 EUR → 300 EUR energy, ±30 EUR; + 120 EUR base.
    const h = hochrechnen({ kosten: 270, kwh: 900 }, 900, 0.9, 10, 365)!;
    expect(h).toEqual({ kosten: 420, unsicherheit: 30, abdeckung: 0.9 });
    const billiger = { kosten: 380, unsicherheit: 5, abdeckung: 1 };
    expect(istGuenstiger(billiger, h)).toBe(true); // saves 40 > 30 + 5
    expect(istGuenstiger({ ...billiger, kosten: 390 }, h)).toBe(false); // saves 30, within 35
  });
});

describe('forecast', () => {
  // A flat profile: every quarter hour 1, so a profile sum counts quarter hours.
  const flach: SlpTabelle = { name: 'G25', dynamisch: false, werte: Array.from({ length: 36 }, () => Array.from({ length: 96 }, () => 1)) };

  it('sums the profile per quarter-hour instant: 92 on the spring change day, 100 on the autumn one', () => {
    expect(profilSumme(flach, ms('2026-03-28T23:00:00Z'), ms('2026-03-29T22:00:00Z'))).toBe(92);
    expect(profilSumme(flach, ms('2026-10-24T22:00:00Z'), ms('2026-10-25T23:00:00Z'))).toBe(100);
  });

  it('knows the BDEW day types', () => {
    expect(tagtyp(2026, 11, 26, 4)).toBe(0); // Thursday
    expect(tagtyp(2026, 11, 28, 6)).toBe(1); // Saturday
    expect(tagtyp(2026, 12, 24, 4)).toBe(1); // Christmas Eve counts as Saturday
    expect(tagtyp(2026, 4, 6, 1)).toBe(2); // Easter Monday 2026
    expect(tagtyp(2026, 11, 29, 0)).toBe(2); // Sunday
  });

  it('projects the rest at the customer rate with the spread on the rest only', () => {
    // 1,000 kWh known over 100 profile units; 200 units left; spread 10 %: rest 2,000 ± 256.32
    expect(verbrauchSpanne(1000, 10, 200, 0.1)).toEqual({ p10: 2743.7, p50: 3000, p90: 3256.3 });
    expect(jahresStreuung([3000])).toEqual({ streuung: 0.1, ausHistorie: false });
    // 2,700 / 3,300: mean 3,000, sample sd 424.26 → 0.1414
    expect(jahresStreuung([2700, 3300]).streuung).toBeCloseTo(0.141421, 5);
  });

  it('counts the instalments due from the last bill to the billing date', () => {
    // Monthly on the 1st from 2026-03-01 (last bill) to 2027-03-01: 12 payments of 85 EUR.
    expect(abschlaegeImZeitraum(85, '2026-12-01', 'MONATLICH', '2026-03-01', '2027-03-01')).toBe(1020);
    expect(abschlaegeImZeitraum(255, '2026-12-15', 'VIERTELJAEHRLICH', '2026-03-01', '2027-03-01')).toBe(1020);
  });
});

describe('texts', () => {
  it('names the window by day and the forecast as Guthaben or Nachzahlung', async () => {
    const { fensterText, prognoseText } = await import('./format.ts');
    const jetzt = new Date('2026-11-18T10:00:00+01:00');
    expect(fensterText({ von: '2026-11-18T13:15:00+01:00', bis: '2026-11-18T15:15:00+01:00' }, jetzt)).toBe('Heute am günstigsten: 13:15–15:15 Uhr');
    expect(fensterText({ von: '2026-11-19T02:15:00+01:00', bis: '2026-11-19T04:15:00+01:00' }, jetzt)).toBe('Morgen am günstigsten: 02:15–04:15 Uhr');
    expect(fensterText({ von: '2026-11-18T22:00:00+01:00', bis: '2026-11-19T00:00:00+01:00' }, jetzt)).toBe('Heute am günstigsten: 22:00–00:00 Uhr');
    expect(fensterText({ von: '2026-11-18T23:00:00+01:00', bis: '2026-11-19T01:00:00+01:00' }, jetzt)).toBe('Am günstigsten: heute 23:00 bis morgen 01:00 Uhr');
    expect(prognoseText({ p10: -120.4, p50: 40.2, p90: 149.6 })).toBe('Voraussichtlich 40 € Guthaben (zwischen 150 € Guthaben und 120 € Nachzahlung)');
  });
});
