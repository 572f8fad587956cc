import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';

// Money that adds up: the forecast, the Abschlag recommendation and the tariff comparison read every price
// on one basis (gross, VAT of the day). Clock 2026-11-18; the billing period runs 2026-11-01 → 2027-11-01.
const vertrag = (id: string, extra: Record<string, unknown>) => ({
  id,
  versorgungsart: 'Strom',
  anmeldungsart: 'Lieferantenwechsel',
  lieferbeginn: '2024-01-01',
  strasse: 'Geldweg',
  hausnummer: '1',
  plz: '12345',
  ort: 'Musterstadt',
  kundenArt: 'Haushaltskunde' as const,
  ...extra,
});
const ZAEHLER = { nummer: 'Z-G', kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }] };

const DATEN = {
  produkte: [
    // The net tariff's prices with 19 % VAT, once as a price list shows them and once net.
    { id: 'spiegel', name: 'Spiegel brutto', art: 'FEST' as const, grundpreis: 11.9, arbeitspreis: 0.357 },
    { id: 'spiegel-netto', name: 'Spiegel netto', art: 'FEST' as const, preisbasis: 'NETTO' as const, grundpreis: 10, arbeitspreis: 0.3 },
  ],
  anschlussnutzer: [
    kunde('4101', {
      vertraege: [
        // The measured case: net HT/NT 0.301/0.241 €/kWh, 36 % NT, 12.50 € a month, 3,000 kWh billed last year, 60 € a month.
        vertrag('G-NETTO', {
          tarife: [{ name: 'Klassik netto', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 12.5, arbeitspreis: 0.301, arbeitspreisNT: 0.241, anteilNt: 36, gueltigVon: '2024-01-01' }],
          verbraeuche: [{ von: '2025-11-01', bis: '2026-11-01', summe: 3000 }],
          abschlag: { betrag: 60, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-12-01' },
        }),
        // Net fixed 0.30 €/kWh and 10 € a month; 2,500 kWh framed by two readings around 2025-11-01 – 2026-10-31.
        vertrag('G-VERGLEICH', {
          tarife: [{ name: 'Fix netto', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 10, arbeitspreis: 0.3, gueltigVon: '2024-01-01' }],
          zaehler: ZAEHLER,
          ablesungen: [
            { ablesedatum: '2025-11-01', zaehlernummer: 'Z-G', ablesewerte: { '1-1:1.8.0': 1000 } },
            { ablesedatum: '2026-11-01', zaehlernummer: 'Z-G', ablesewerte: { '1-1:1.8.0': 3500 } },
          ],
        }),
        // A billed year and nothing finer (no readings after it, no interval data).
        vertrag('G-ABRECHNUNG', {
          tarife: [{ name: 'Fix netto', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 10, arbeitspreis: 0.3, gueltigVon: '2024-01-01' }],
          verbraeuche: [{ von: '2025-11-01', bis: '2026-11-01', summe: 2500 }],
        }),
        // 35 days of data and no Abschlag.
        vertrag('G-KURZ', {
          lieferbeginn: '2026-09-01',
          tarife: [{ name: 'Fix brutto', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 12, arbeitspreis: 0.33, gueltigVon: '2026-09-01' }],
          verbraeuche: [{ von: '2026-09-01', bis: '2026-10-06', summe: 300 }],
        }),
      ],
    }),
  ],
};

describe.each(DATENBANKEN)('Eine Basis für jeden Betrag (%s)', (art) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, DATEN);
  });
  afterAll(() => t?.schliessen());
  afterEach(() => t.uhr.stellen('2026-11-18T10:00:00+01:00'));
  const get = async (pfad: string) => {
    const res = await t.als('4101').get(pfad);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('the forecast’s kosten.p50 is the Abschlag recommendation’s gross yearly cost to the cent', async () => {
    const [prognose, abschlag] = [await get('/G-NETTO/prognose'), await get('/G-NETTO/abschlag')];
    // Both rest on the same p50 over the same 365 days, so on the same kWh.
    expect(abschlag.berechnung).toMatchObject({ prognose: true, von: '2026-11-01', bis: '2027-11-01', verbrauch: prognose.verbrauchKwh.p50 });
    expect(abschlag.berechnung.umsatzsteuer.satz).toBe(0.19);
    expect(prognose.kosten.p50).toBe(abschlag.berechnung.jahreskosten);
    // Gross, not the net 988 € the forecast showed before: about 3,000 kWh × 0.2794 € + 150 € = 988 € net, × 1.19.
    expect(prognose.kosten.p50).toBeGreaterThan(1100);
    // 12 × 60 € due in the period; the saldo is about 720 € − 1,176 € = −456 € (Nachzahlung).
    expect(prognose.abschlaegeBisStichtag).toBe(720);
    expect(prognose.saldo.p50).toBeCloseTo(720 - prognose.kosten.p50, 2);
    expect(prognose.saldo.p50).toBeLessThan(-400);
  });

  it('sums the instalments by due date: a change counts from its first due date only', async () => {
    const res = await t.als('4101').put('/G-NETTO/abschlag', { betrag: 100 });
    expect(res.statusCode).toBe(200);
    const { gueltigAb } = res.json();
    const faellig = ['2026-11-01', '2026-12-01', ...Array.from({ length: 10 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}-01`)];
    const erwartet = faellig.reduce((summe, d) => summe + (d < gueltigAb ? 60 : 100), 0);
    expect(erwartet).toBeLessThan(1200);
    expect((await get('/G-NETTO/prognose')).abschlaegeBisStichtag).toBe(erwartet);
  });

  it('compares a net tariff gross: a product with its gross prices differs by 0.00 €, whether listed gross or net', async () => {
    const v = await get('/G-VERGLEICH/tarifvergleich');
    expect(v).toMatchObject({ von: '2025-11-01', bis: '2026-10-31', datengrundlage: 'ABLESUNGEN_SLP' });
    // 2,500 kWh × 0.357 € + 12 × 11.90 € = 892.50 € + 142.80 € = 1,035.30 € (not the net 870 €).
    expect(v.aktuell.kosten).toBe(1035.3);
    for (const id of ['spiegel', 'spiegel-netto']) {
      const p = v.produkte.find((x: { id: string }) => x.id === id);
      expect(p).toMatchObject({ kosten: 1035.3, differenzZumAktuellen: 0, guenstiger: false });
    }
  });

  it('compares on the billed periods when nothing finer exists: datengrundlage ABRECHNUNG, the same 1,035.30 €', async () => {
    const v = await get('/G-ABRECHNUNG/tarifvergleich');
    expect(v).toMatchObject({ datengrundlage: 'ABRECHNUNG', abdeckung: 1, verbrauch: 2500, vergleichAb: null });
    expect(v.aktuell.kosten).toBe(1035.3);
    expect(v.produkte.find((x: { id: string }) => x.id === 'spiegel')).toMatchObject({ kosten: 1035.3, differenzZumAktuellen: 0, datengrundlage: 'ABRECHNUNG' });
  });

  it('below 90 days of data names the day a comparison works; without an Abschlag the forecast has no Nachzahlung', async () => {
    const v = await get('/G-KURZ/tarifvergleich');
    // 35 days of data on 2026-11-18: 55 more days → 2027-01-12.
    expect(v).toMatchObject({ datengrundlage: 'ABRECHNUNG', vergleichAb: '2027-01-12' });
    const p = await get('/G-KURZ/prognose');
    expect(p).toMatchObject({ mitAbschlag: false, abschlaegeBisStichtag: 0 });
    expect((await get('/G-NETTO/prognose')).mitAbschlag).toBe(true);
  });
});
