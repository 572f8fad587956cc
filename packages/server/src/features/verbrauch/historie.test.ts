import { texte, verbrauchTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp, type Zugang } from '../../../test/helper.ts';
import { historieDatei } from '../../../test/testdaten/verbrauch.ts';

describe.each(DATENBANKEN)('GET /{v}/historie (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, historieDatei);
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  const historie = async (vertrag: string, query: string) => {
    const res = await ich.get(`/${vertrag}/historie?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{ von: string; bis: string; verbrauch: number; arbeitspreis: number | null; kosten: number | null }>;
  };
  const tag = 'von=2026-11-17&bis=2026-11-17';
  // A dynamic tariff's market price + aufschlag is shown with 19 % VAT, what the customer pays.
  const b = (netto: number) => Math.round(netto * 1.19 * 1e6) / 1e6;

  it('15-minute load with hourly and quarter-hourly prices: sums and consumption-weighted price', async () => {
    expect(await historie('V15', `${tag}&interval=hourly`)).toEqual([
      { von: '2026-11-17T00:00:00+01:00', bis: '2026-11-17T01:00:00+01:00', verbrauch: 10, arbeitspreis: b(0.3), kosten: b(3) },
      // (1 × (0.10 + 0.20 + 0.30 + 0.40) + 4 × 0.10 aufschlag) × 1.19
      { von: '2026-11-17T01:00:00+01:00', bis: '2026-11-17T02:00:00+01:00', verbrauch: 4, arbeitspreis: b(0.35), kosten: b(1.4) },
    ]);
    const [tagWert] = await historie('V15', `${tag}&interval=daily`);
    expect(tagWert).toMatchObject({ von: '2026-11-17T00:00:00+01:00', bis: '2026-11-18T00:00:00+01:00', verbrauch: 14, kosten: b(4.4) });
    expect(tagWert!.arbeitspreis).toBeCloseTo(b(4.4) / 14, 6);
  });

  it('hourly load over quarter-hour prices takes their time-weighted mean', async () => {
    const werte = await historie('V60', `${tag}&interval=STUENDLICH`);
    expect(werte.map((w) => [w.verbrauch, w.arbeitspreis, w.kosten])).toEqual([
      [2, b(0.3), b(0.6)],
      [4, b(0.35), b(1.4)],
      [3, b(0.6), b(1.8)],
    ]);
    const monat = await historie('V60', 'von=2026-11-01&bis=2026-11-30&interval=MONATLICH');
    expect(monat).toHaveLength(1);
    expect(monat[0]).toMatchObject({ von: '2026-11-01T00:00:00+01:00', bis: '2026-12-01T00:00:00+01:00', verbrauch: 9, kosten: b(3.8) });
    expect(monat[0]!.arbeitspreis).toBeCloseTo(b(3.8) / 9, 6);
  });

  it('mixed resolutions in one contract; energy without a market price has no price and no cost of its own', async () => {
    const werte = await historie('VMIX', `${tag}&interval=hourly`);
    expect(werte.map((w) => [w.von.slice(11, 16), w.verbrauch, w.arbeitspreis, w.kosten])).toEqual([
      ['00:00', 6, b(0.3), b(1.8)],
      ['01:00', 4, b(0.35), b(1.4)],
      ['05:00', 5, null, null],
    ]);
    // The day's price comes from its priced 10 kWh; its cost extends that price to all 15 kWh.
    const [tagWert] = await historie('VMIX', `${tag}&interval=TAEGLICH`);
    expect(tagWert!.verbrauch).toBe(15);
    expect(tagWert!.arbeitspreis).toBeCloseTo(b(0.32), 6);
    expect(tagWert!.kosten).toBeCloseTo(b(4.8), 6);
  });

  it('a fixed tariff prices with the arbeitspreis in force at each interval, days cut at Berlin midnight', async () => {
    expect(await historie('VFIX', 'von=2026-11-16&bis=2026-11-17&interval=daily')).toEqual([
      { von: '2026-11-16T00:00:00+01:00', bis: '2026-11-17T00:00:00+01:00', verbrauch: 1, arbeitspreis: 0.3, kosten: 0.3 },
      { von: '2026-11-17T00:00:00+01:00', bis: '2026-11-18T00:00:00+01:00', verbrauch: 2, arbeitspreis: 0.4, kosten: 0.8 },
    ]);
  });

  it('the autumn change day has 25 hourly buckets, 02:00 twice', async () => {
    const werte = await historie('VDST', 'von=2026-10-25&bis=2026-10-25&interval=hourly');
    expect(werte).toHaveLength(25);
    expect(werte.filter((w) => w.von.startsWith('2026-10-25T02:00')).map((w) => w.von)).toEqual(['2026-10-25T02:00:00+02:00', '2026-10-25T02:00:00+01:00']);
    expect(werte.every((w) => w.verbrauch === 1 && w.kosten === 0.25)).toBe(true);
    expect(await historie('VDST', 'von=2026-10-25&bis=2026-10-25&interval=daily')).toEqual([
      { von: '2026-10-25T00:00:00+02:00', bis: '2026-10-26T00:00:00+01:00', verbrauch: 25, arbeitspreis: 0.25, kosten: 6.25 },
    ]);
  });

  it('the spring change day has 23 hourly buckets and no 02:00', async () => {
    const werte = await historie('VDST', 'von=2026-03-29&bis=2026-03-29&interval=hourly');
    expect(werte).toHaveLength(23);
    expect(werte.map((w) => w.von.slice(11, 13))).not.toContain('02');
    expect(werte.every((w) => w.verbrauch === 1)).toBe(true);
    const jahr = await historie('VDST', 'von=2026-01-01&bis=2026-12-31&interval=monthly');
    expect(jahr.map((w) => [w.von, w.verbrauch])).toEqual([
      ['2026-03-01T00:00:00+01:00', 23],
      ['2026-10-01T00:00:00+02:00', 25],
    ]);
  });

  it('without von and bis the SPEC §9 window of today applies (hourly: yesterday and today)', async () => {
    expect((await historie('V15', '')).map((w) => w.von)).toEqual(['2026-11-17T00:00:00+01:00', '2026-11-17T01:00:00+01:00']);
    // Daily: this month up to yesterday, i.e. the 17th is included.
    expect((await historie('V15', 'interval=daily')).map((w) => w.verbrauch)).toEqual([14]);
  });

  it('daily sums follow later imports of load and of prices (kept by triggers)', async () => {
    const { historieDatei: datei } = await import('../../../test/testdaten/verbrauch.ts');
    const v15 = datei.anschlussnutzer![0]!.vertraege!.find((v) => v.id === 'V15')!;
    // The first quarter hour becomes 5 kWh instead of 1; the 00–01 h price becomes 0.40.
    const lastgang = v15.lastgang!.map((w, i) => (i === 0 ? { ...w, verbrauch: 5 } : w));
    await einspielen(t.db, { anschlussnutzer: [{ ...datei.anschlussnutzer![0]!, vertraege: [{ ...v15, lastgang }] }] });
    expect((await historie('V15', `${tag}&interval=daily`))[0]).toMatchObject({ verbrauch: 18, kosten: b(5.6) });
    await einspielen(t.db, { preise: [{ ...datei.preise![0]!, preis: 0.4 }] });
    const [tagWert] = await historie('V15', `${tag}&interval=daily`);
    // 14 kWh at 0.50 + 1.4 for the second hour
    expect(tagWert!.kosten).toBeCloseTo(b(8.4), 6);
    expect((await historie('V15', `${tag}&interval=hourly`))[0]).toMatchObject({ verbrauch: 14, arbeitspreis: b(0.5), kosten: b(7) });
  });

  it("another customer's contract and an unknown one are 404", async () => {
    for (const id of ['FREMD', 'GIBTESNICHT']) {
      const res = await ich.get(`/${id}/historie?${tag}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    }
  });

  it('bad parameters are 400 with a German text', async () => {
    const fehler = async (query: string) => {
      const res = await ich.get(`/V15/historie?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json() as { data: string; felder?: Record<string, string> };
    };
    expect((await fehler('interval=weekly')).felder?.interval).toBe(verbrauchTexte.intervallUngueltig);
    expect((await fehler('von=2026-11-18&bis=2026-11-17')).felder?.bis).toBe(verbrauchTexte.zeitraumVerkehrt);
    expect((await fehler('von=2026-01-01&bis=2026-12-31&interval=hourly')).felder?.bis).toBe(verbrauchTexte.zeitraumZuLang(31));
    expect((await fehler('von=2026-11-17')).felder?.bis).toBe(verbrauchTexte.zeitraumUnvollstaendig);
    expect((await fehler('von=gestern&bis=2026-11-17')).felder?.von).toMatch(/Datum|Zeitpunkt|Eingabe/);
  });

  it('needs a session', async () => {
    expect((await t.anonym().get(`/V15/historie?${tag}`)).statusCode).toBe(401);
  });
});
