import { abschlaegeImZeitraum, abschlagsEmpfehlung, hochrechnen, jahreskosten, jahresverbrauchKwh, inEuro, rasterBauen, rasterKosten, bruttoPreis, type Preisbestandteile } from '@ekp/contract';
import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { produktAlsPreisung, tarifAlsPreisung, type TarifZeile } from '../src/domain/sparen/preisgrundlagen.ts';

// Properties of money that adds up: a product that mirrors the contract's tariff costs the same to the cent,
// the forecast's cost is the recommendation's, and instalments are counted at each due date's amount.
const HEUTE = '2026-11-18';
const BESTANDTEILE: Preisbestandteile = {
  id: 'n',
  name: 'n',
  netzentgelt: { standard: 0.08, hochlast: 0.12, niedriglast: 0.02, zeitfenster: [{ quartale: [4], von: '17:00', bis: '20:00', stufe: 'HLZ' }] },
  konzessionsabgabe: 0.0166,
  kwkgUmlage: 0.00277,
  stromnevUmlage: 0.01558,
  offshoreUmlage: 0.00816,
  stromsteuer: 0.0205,
  umsatzsteuer: 0.19,
} as Preisbestandteile;

const preis = fc.integer({ min: 1, max: 6000 }).map((x) => x / 10_000);
const grund = fc.integer({ min: 0, max: 3000 }).map((x) => x / 100);
const tarifArb = fc.record({
  tariftyp: fc.constantFrom('ALLES_INKLUSIVE_NETTO', 'ALLES_INKLUSIVE_BRUTTO', 'REINER_ENERGIEPREIS', 'DYNAMISCHER_PREIS'),
  grundpreis: grund,
  arbeitspreis: preis,
  arbeitspreisNT: fc.option(preis, { nil: null }),
  aufschlag: preis,
});
const werteArb = fc.array(fc.integer({ min: 0, max: 2000 }).map((wh) => wh / 1000), { minLength: 1, maxLength: 400 });
const BEGINN = Date.parse('2026-10-24T00:00:00+02:00');

describe('Geld: Eigenschaften', () => {
  it('a product with the tariff’s gross prices (or its net ones, marked NETTO) differs by 0.00 €', () => {
    fc.assert(
      fc.property(tarifArb, werteArb, fc.integer({ min: 1, max: 366 }), (t, werte, tage) => {
        const dynamisch = t.tariftyp === 'DYNAMISCHER_PREIS';
        const zeile = { ...t, ist_dynamisch: dynamisch, arbeitspreis_nt: dynamisch ? null : t.arbeitspreisNT } as unknown as TarifZeile;
        const netto = !dynamisch && t.tariftyp !== 'ALLES_INKLUSIVE_BRUTTO';
        const b = (x: number) => (netto ? bruttoPreis(x, 0.19) : x);
        const art = dynamisch ? 'DYNAMISCH' : zeile.arbeitspreis_nt !== null ? 'HTNT' : 'FEST';
        const spiegel = { id: 's', name: 's', art, grundpreis: b(t.grundpreis), arbeitspreis: b(t.arbeitspreis), arbeitspreisNT: zeile.arbeitspreis_nt === null ? null : b(zeile.arbeitspreis_nt), ntVon: '22:00', ntBis: '06:00', aufschlag: t.aufschlag, preisbasis: 'BRUTTO' } as const;
        const alsNetto = { ...spiegel, preisbasis: netto ? 'NETTO' : 'BRUTTO', grundpreis: t.grundpreis, arbeitspreis: t.arbeitspreis, arbeitspreisNT: zeile.arbeitspreis_nt } as const;
        const raster = rasterBauen(
          werte.map((kwh, i) => ({ von: BEGINN + i * 900_000, bis: BEGINN + (i + 1) * 900_000, kwh })),
          (q) => ((q / 900_000) % 7) / 20,
        );
        const kwh = werte.reduce((a, x) => a + x, 0);
        const kosten = (p: ReturnType<typeof tarifAlsPreisung>) => hochrechnen(rasterKosten(raster, p), kwh, 1, p.grundpreis, tage)?.kosten ?? null;
        const aktuell = kosten(tarifAlsPreisung(zeile, BESTANDTEILE, HEUTE));
        expect(kosten(produktAlsPreisung(spiegel, BESTANDTEILE, HEUTE))).toBe(aktuell);
        expect(kosten(produktAlsPreisung(alsNetto, BESTANDTEILE, HEUTE))).toBe(aktuell);
      }),
      { numRuns: 300 },
    );
  });

  it('the forecast’s cost equals the recommendation’s yearly cost at the same consumption', () => {
    fc.assert(
      fc.property(grund, preis, fc.option(preis, { nil: null }), fc.integer({ min: 0, max: 100 }), fc.boolean(), fc.integer({ min: 0, max: 20_000_000 }), (g, ap, nt, anteil, mitUst, zehntelKwh) => {
        const preise = { grundpreis: g, arbeitspreis: ap, arbeitspreisNT: nt, anteilNt: nt === null ? null : anteil, umsatzsteuer: mitUst ? 0.19 : null };
        const zeitraum = { von: '2026-11-01', bis: '2027-11-01', summe: zehntelKwh / 10 };
        const prognose = inEuro(jahreskosten(jahresverbrauchKwh(zeitraum), preise).brutto);
        expect(prognose).toBe(abschlagsEmpfehlung(zeitraum, preise, 'MONATLICH').jahreskosten);
      }),
      { numRuns: 500 },
    );
  });

  it('instalments are the sum of each due date’s amount, for every rhythm, anchor and change', () => {
    const rhythmen = { MONATLICH: 1, ZWEIMONATLICH: 2, VIERTELJAEHRLICH: 3 } as const;
    fc.assert(
      fc.property(
        fc.constantFrom('MONATLICH', 'ZWEIMONATLICH', 'VIERTELJAEHRLICH'),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 14 }),
        (rhythmus, tag, monat, alt, neu, wechselNach) => {
          const schritt = rhythmen[rhythmus];
          // The anchor: a day of a month in 2026 (month-end anchors: geld.test.ts); the period a year from 2026-03-01.
          const anker = `2026-${String(monat + 1).padStart(2, '0')}-${String(Math.min(tag, 28)).padStart(2, '0')}`;
          const faellig = Array.from({ length: 40 }, (_, k) => lightFormat(addMonths(parseISO(anker), (k - 20) * schritt), 'yyyy-MM-dd')).filter((d) => d >= '2026-03-01' && d < '2027-03-01');
          const gueltigAb = faellig[Math.min(wechselNach, faellig.length - 1)]!;
          const erwartet = faellig.reduce((s, d) => s + (d < gueltigAb ? alt : neu), 0);
          expect(abschlaegeImZeitraum(neu, anker, rhythmus, '2026-03-01', '2027-03-01', [{ betragAlt: alt, betragNeu: neu, gueltigAb }])).toBe(erwartet);
        },
      ),
      { numRuns: 300 },
    );
  });
});
