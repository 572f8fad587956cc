import { berechnungInWorten } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';
import { VERBRAEUCHE, vertrag, ZAEHLER } from '../../../test/testdaten/umzug-abschlag.ts';

// The recommendation is the gross amount the customer will be billed, from the tariffs of
// the next 12 months weighted by days. Clock: 2026-11-18, so the 12 months run 2026-11-18 … 2027-11-17
// (365 days). Consumption: the forecast's p50 of 2,998.1 kWh for 2026, 2,998 kWh a year.
const abschlag = { betrag: 80, rhythmus: 'MONATLICH' as const, naechsteFaelligkeit: '2026-11-20' };
const tarif = (name: string, tariftyp: 'ALLES_INKLUSIVE_NETTO' | 'ALLES_INKLUSIVE_BRUTTO', grundpreis: number, arbeitspreis: number, gueltigVon: string, gueltigBis?: string) => ({
  name,
  tariftyp,
  grundpreis,
  arbeitspreis,
  gueltigVon,
  ...(gueltigBis ? { gueltigBis } : {}),
});
const mit = (id: string, tarife: ReturnType<typeof tarif>[], kundenArt: 'Haushaltskunde' | 'Sondervertragskunde' = 'Haushaltskunde') =>
  vertrag(id, { kundenArt, zaehler: ZAEHLER, verbraeuche: VERBRAEUCHE, tarife, abschlag });

describe.each(DATENBANKEN)('Abschlag-Empfehlung brutto über 12 Monate (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, {
      anschlussnutzer: [
        kunde('1311', {
          vertraege: [
            mit('N-EIN', [tarif('Klassik netto', 'ALLES_INKLUSIVE_NETTO', 10, 0.3, '2024-01-01')]),
            mit('N-ZWEI', [tarif('Klassik 2026', 'ALLES_INKLUSIVE_NETTO', 10, 0.3, '2024-01-01', '2026-12-31'), tarif('Klassik 2027', 'ALLES_INKLUSIVE_NETTO', 12, 0.33, '2027-01-01')]),
            mit('B-EIN', [tarif('Klassik brutto', 'ALLES_INKLUSIVE_BRUTTO', 10, 0.3, '2024-01-01')]),
            mit('N-GEWERBE', [tarif('Gewerbe netto', 'ALLES_INKLUSIVE_NETTO', 10, 0.3, '2024-01-01')], 'Sondervertragskunde'),
          ],
        }),
      ],
    });
  });
  afterEach(() => t.schliessen());

  const berechnung = async (id: string) => {
    const res = await t.als('1311').get(`/${id}/abschlag`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('adds 19 % VAT to net prices: 2,998 kWh × 0.30 € + 12 × 10 € = 1,019.40 € + 193.69 € = 1,213.09 € → 101.09 → 102 €', async () => {
    const a = await berechnung('N-EIN');
    expect(a.empfehlung).toBe(102);
    expect(a.berechnung).toMatchObject({ jahresverbrauch: 2998, arbeitspreis: 0.3, grundpreis: 10, arbeitskosten: 899.4, grundkosten: 120, umsatzsteuer: { netto: 1019.4, satz: 0.19, betrag: 193.69 }, jahreskosten: 1213.09, empfehlung: 102 });
    expect(a.berechnung.tarife).toBeUndefined();
    // The range lies around the gross recommendation (tenant: 70–200 %).
    expect([a.min, a.max]).toEqual([72, 204]);
    expect(berechnungInWorten(a.berechnung)).toContain('Zusammen 1.019,40 € netto; Ihre Rechnung enthält die Umsatzsteuer: + 193,69 € = 1.213,09 € inkl. 19 % USt.');
  });

  it('weights the tariffs of the next 12 months by days: 44 days at 0.30 €/10 €, 321 days at 0.33 €/12 €', async () => {
    // (0.30 × 44 + 0.33 × 321) / 365 = 0.32638… → 0.3264 €/kWh; (10 × 44 + 12 × 321) / 365 = 11.7589… → 11.76 €.
    // 2,998 × 0.3264 = 978.55 €; 12 × 11.76 = 141.12 €; 1,119.67 € + 19 % (212.74 €) = 1,332.41 € / 12 = 111.03 → 112 €.
    const a = await berechnung('N-ZWEI');
    expect(a.berechnung).toMatchObject({
      arbeitspreis: 0.3264,
      grundpreis: 11.76,
      arbeitskosten: 978.55,
      grundkosten: 141.12,
      umsatzsteuer: { netto: 1119.67, satz: 0.19, betrag: 212.74 },
      jahreskosten: 1332.41,
      empfehlung: 112,
      tarife: [
        { name: 'Klassik 2026', von: '2026-11-18', bis: '2026-12-31', tage: 44, grundpreis: 10, arbeitspreis: 0.3, arbeitspreisNT: null },
        { name: 'Klassik 2027', von: '2027-01-01', bis: '2027-11-17', tage: 321, grundpreis: 12, arbeitspreis: 0.33, arbeitspreisNT: null },
      ],
    });
    expect(a.empfehlung).toBe(112);
  });

  it('adds nothing to gross prices: 1,019.40 € / 12 → 85 €', async () => {
    const a = await berechnung('B-EIN');
    expect(a.berechnung).toMatchObject({ jahreskosten: 1019.4, empfehlung: 85 });
    expect(a.berechnung.umsatzsteuer).toBeUndefined();
  });

  it('bills VAT to a business customer too: the debit is gross, the deduction is theirs', async () => {
    expect((await berechnung('N-GEWERBE')).empfehlung).toBe(102);
  });
});
