import { describe, expect, it } from 'vitest';
import { plausibilisieren, tagesverbrauch, type PlausibilitaetEingabe } from './plausibilitaet.ts';
import { gewichteteTage } from './saison.ts';

const STROM = { obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 };
const GAS = { obiskennzahl: '7-1:3.0.0', vorkommastellen: 5, nachkommastellen: 3 };

function eingabe(extra: Partial<PlausibilitaetEingabe>): PlausibilitaetEingabe {
  return { kanaele: [STROM], ablesedatum: '2026-11-18', werte: {}, fruehere: [], verbraeuche: [], ...extra };
}

// 3650 kWh a year: 10 kWh a day.
const jahr = { von: '2025-01-01', bis: '2026-01-01', summe: 3650, prognose: false, proKanal: [] };
const letzte = { ablesedatum: '2026-08-20', werte: { '1-1:1.8.0': 10000 } }; // 90 days before

describe('plausibility of a reading', () => {
  it('accepts a value near previous + daily consumption × days and names the expected range', () => {
    const r = plausibilisieren(eingabe({ werte: { '1-1:1.8.0': 10900 }, fruehere: [letzte], verbraeuche: [jahr] }));
    expect(r.plausibel).toBe(true);
    // 90 autumn days weigh 87.45 (saison.ts): E = 874.5, spread = max(437.2, 300, 10)
    expect(r.kanaele).toEqual([{ obiskennzahl: '1-1:1.8.0', plausibel: true, erwartetVon: 10437.2, erwartetBis: 11311.8 }]);
  });

  it('flags a value below the previous reading with date and value', () => {
    const r = plausibilisieren(eingabe({ werte: { '1-1:1.8.0': 9990 }, fruehere: [letzte], verbraeuche: [jahr] }));
    expect(r.plausibel).toBe(false);
    expect(r.kanaele[0]!.grund).toBe('Der Wert ist kleiner als die letzte Ablesung vom 20.08.2026 (10000,0).');
  });

  it('flags a slip of one digit as far too high, with the range', () => {
    const r = plausibilisieren(eingabe({ werte: { '1-1:1.8.0': 109000 }, fruehere: [letzte], verbraeuche: [jahr] }));
    expect(r.kanaele[0]).toMatchObject({ plausibel: false, erwartetVon: 10437.2, erwartetBis: 11311.8 });
    expect(r.kanaele[0]!.grund).toMatch(/deutlich höher/);
  });

  it('flags a value far too low', () => {
    const r = plausibilisieren(eingabe({ werte: { '1-1:1.8.0': 10050 }, fruehere: [letzte], verbraeuche: [jahr] }));
    expect(r.kanaele[0]!.grund).toMatch(/deutlich niedriger/);
  });

  it('accepts a rollover past 10^vorkommastellen when the consumption fits', () => {
    const vorUeberlauf = { ablesedatum: '2026-08-20', werte: { '1-1:1.8.0': 999500 } };
    const r = plausibilisieren(eingabe({ werte: { '1-1:1.8.0': 400 }, fruehere: [vorUeberlauf], verbraeuche: [jahr] }));
    expect(r.kanaele[0]).toMatchObject({ plausibel: true, ueberlauf: true, erwartetVon: 999937.2, erwartetBis: 811.8 });
  });

  it('does not take any lower value for a rollover', () => {
    const r = plausibilisieren(eingabe({ werte: { '1-1:1.8.0': 500000 }, fruehere: [{ ablesedatum: '2026-08-20', werte: { '1-1:1.8.0': 999500 } }], verbraeuche: [jahr] }));
    expect(r.kanaele[0]!.plausibel).toBe(false);
  });

  it('without any consumption estimate believes a rollover only from the top to the bottom tenth', () => {
    const eine = [{ ablesedatum: '2026-08-20', werte: { '7-1:3.0.0': 99800 } }];
    expect(plausibilisieren(eingabe({ kanaele: [GAS], werte: { '7-1:3.0.0': 150.5 }, fruehere: eine })).kanaele[0]).toEqual({ obiskennzahl: '7-1:3.0.0', plausibel: true, ueberlauf: true });
    expect(plausibilisieren(eingabe({ kanaele: [GAS], werte: { '7-1:3.0.0': 50000 }, fruehere: eine })).plausibel).toBe(false);
    expect(plausibilisieren(eingabe({ kanaele: [GAS], werte: { '7-1:3.0.0': 99900 }, fruehere: eine })).plausibel).toBe(true);
  });

  it('is plausible when there is nothing to compare with', () => {
    expect(plausibilisieren(eingabe({ werte: { '1-1:1.8.0': 5 } }))).toEqual({ plausibel: true, kanaele: [{ obiskennzahl: '1-1:1.8.0', plausibel: true }] });
  });

  it('ignores readings on or after the reading date', () => {
    const spaeter = { ablesedatum: '2026-11-18', werte: { '1-1:1.8.0': 20000 } };
    expect(plausibilisieren(eingabe({ werte: { '1-1:1.8.0': 10900 }, fruehere: [letzte, spaeter], verbraeuche: [jahr] })).plausibel).toBe(true);
  });

  it('checks each channel of an HT/NT meter on its own', () => {
    const HT = { obiskennzahl: '1-1:1.8.1', vorkommastellen: 6, nachkommastellen: 1 };
    const NT = { obiskennzahl: '1-1:1.8.2', vorkommastellen: 6, nachkommastellen: 1 };
    const r = plausibilisieren(
      eingabe({
        kanaele: [HT, NT],
        werte: { '1-1:1.8.1': 10900, '1-1:1.8.2': 4000 },
        fruehere: [{ ablesedatum: '2026-08-20', werte: { '1-1:1.8.1': 10000, '1-1:1.8.2': 5000 } }],
        verbraeuche: [{ ...jahr, proKanal: [{ obiskennzahl: '1-1:1.8.1', verbrauch: 3650 }, { obiskennzahl: '1-1:1.8.2', verbrauch: 1825 }] }],
      }),
    );
    expect(r.plausibel).toBe(false);
    expect(r.kanaele.map((k) => k.plausibel)).toEqual([true, false]);
  });
});

describe('season weights', () => {
  it('average one over a year and make gas winter days weigh more than summer days', () => {
    expect(gewichteteTage('7-1:3.0.0', '2025-01-01', '2026-01-01')).toBeCloseTo(365, 0);
    expect(gewichteteTage('1-1:1.8.0', '2025-01-01', '2026-01-01')).toBeCloseTo(365, 0);
    expect(gewichteteTage('7-1:3.0.0', '2026-01-01', '2026-02-01')).toBeGreaterThan(50);
    expect(gewichteteTage('7-1:3.0.0', '2026-07-01', '2026-08-01')).toBeLessThan(12);
  });
});

describe('daily consumption', () => {
  const basis = { kanaele: [STROM], fruehere: [] as PlausibilitaetEingabe['fruehere'] };
  it('prefers the latest forecast period', () => {
    const prognose = { von: '2026-01-01', bis: '2027-01-01', summe: 7300, prognose: true, proKanal: [] };
    expect(tagesverbrauch(STROM, { ...basis, verbraeuche: [jahr, prognose] })).toBeCloseTo(20);
  });
  it('else averages the last periods over up to a year', () => {
    const a = { von: '2024-01-01', bis: '2024-07-01', summe: 100000, prognose: false, proKanal: [] };
    const b = { von: '2025-07-01', bis: '2026-01-01', summe: 1840, prognose: false, proKanal: [] };
    const c = { von: '2025-01-01', bis: '2025-07-01', summe: 1810, prognose: false, proKanal: [] };
    expect(tagesverbrauch(STROM, { ...basis, verbraeuche: [a, b, c] })).toBeCloseTo(10, 1);
  });
  it('else takes the readings, about a year apart to even out the seasons', () => {
    const fruehere = [
      { ablesedatum: '2024-11-01', werte: { '1-1:1.8.0': 0 } },
      { ablesedatum: '2025-01-01', werte: { '1-1:1.8.0': 1000 } },
      { ablesedatum: '2025-07-01', werte: { '1-1:1.8.0': 1500 } },
      { ablesedatum: '2026-01-01', werte: { '1-1:1.8.0': 4650 } },
    ];
    expect(tagesverbrauch(STROM, { ...basis, fruehere, verbraeuche: [] })).toBeCloseTo(3650 / gewichteteTage(STROM.obiskennzahl, '2025-01-01', '2026-01-01'));
    expect(tagesverbrauch(STROM, { ...basis, fruehere: fruehere.slice(2), verbraeuche: [] })).toBeCloseTo(3150 / gewichteteTage(STROM.obiskennzahl, '2025-07-01', '2026-01-01'));
    expect(tagesverbrauch(STROM, { ...basis, fruehere: fruehere.slice(3), verbraeuche: [] })).toBeUndefined();
  });
  it('learns a gas meter’s pace (m³) from its readings, not from consumption in kWh', () => {
    const fruehere = [
      { ablesedatum: '2026-01-01', werte: { '7-1:3.0.0': 1000 } },
      { ablesedatum: '2026-01-11', werte: { '7-1:3.0.0': 1040 } },
    ];
    const kwh = { von: '2025-01-01', bis: '2026-01-01', summe: 14600, prognose: true, proKanal: [] };
    expect(tagesverbrauch(GAS, { kanaele: [GAS], fruehere, verbraeuche: [kwh] })).toBeCloseTo(40 / gewichteteTage(GAS.obiskennzahl, '2026-01-01', '2026-01-11'));
  });
  it('needs the channel in proKanal when the meter has several channels', () => {
    const HT = { obiskennzahl: '1-1:1.8.1', vorkommastellen: 6, nachkommastellen: 1 };
    const NT = { obiskennzahl: '1-1:1.8.2', vorkommastellen: 6, nachkommastellen: 1 };
    expect(tagesverbrauch(HT, { kanaele: [HT, NT], fruehere: [], verbraeuche: [jahr] })).toBeUndefined();
  });
});
