import { sparenTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp, type Zugang } from '../../../test/helper.ts';
import { SPAREN_DATEN } from '../../../test/testdaten/sparen.ts';

// All-in prices of the fixtures (testdaten.ts), by hand: components besides the grid fee 0.06361, aufschlag 0.02.
const NORMAL = (0.2 + 0.02 + 0.08 + 0.06361) * 1.19; // 0.4326959
const BILLIG = (0 + 0.02 + 0.08 + 0.06361) * 1.19; // 0.1946959
const HLZ = (0.2 + 0.02 + 0.12 + 0.06361) * 1.19; // 0.4802959
const GRUND_ZWEI_TAGE = (p: number) => (p * 12 * 2) / 365;

describe.each(DATENBANKEN)('Sparen (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art, { jetzt: '2026-10-24T14:00:00+02:00' });
    await einspielen(t.db, SPAREN_DATEN);
    ich = t.als('3001');
  });
  afterEach(() => t.schliessen());
  const get = (pfad: string) => ich.get(pfad);

  describe('all-in price (item 1)', () => {
    it('breaks down each quarter hour: 18:00 on 24 October is the Q4 high-load window', async () => {
      const res = await get('/S-DYN/allin-preise?von=2026-10-24T18:00:00%2B02:00&bis=2026-10-24T18:30:00%2B02:00');
      expect(res.statusCode).toBe(200);
      const { mitBestandteilen, preise } = res.json();
      expect(mitBestandteilen).toBe(true);
      expect(preise).toHaveLength(2);
      expect(preise[0]).toMatchObject({ von: '2026-10-24T18:00:00+02:00', bis: '2026-10-24T18:15:00+02:00' });
      expect(preise[0].preis).toBeCloseTo(HLZ, 7);
      expect(preise[0].bestandteile).toMatchObject({ marktpreis: 0.2, aufschlag: 0.02, netzentgelt: 0.12, netzentgeltStufe: 'HLZ', stromsteuer: 0.0205 });
      expect(preise[0].bestandteile.netto).toBeCloseTo(0.40361, 8);
    });

    it('the default window (yesterday/today, or today/tomorrow after 12:00) has 100 quarter hours for the change day', async () => {
      const { preise } = (await get('/S-DYN/allin-preise')).json();
      expect(preise.filter((p: { von: string }) => p.von.startsWith('2026-10-25')).length).toBe(100);
    });

    it('the history’s kosten are all-in: the change day with 100 quarter hours', async () => {
      const res = await get('/S-DYN/historie?interval=daily&von=2026-10-25&bis=2026-10-25');
      expect(res.statusCode).toBe(200);
      const [tag] = res.json().data;
      expect(tag).toMatchObject({ von: '2026-10-25T00:00:00+02:00', bis: '2026-10-26T00:00:00+01:00', verbrauch: 25 });
      // 4 cheap, 12 HLZ (17–20 h) and 84 other quarter hours of 0.25 kWh each.
      expect(tag.kosten).toBeCloseTo(0.25 * (4 * BILLIG + 12 * HLZ + 84 * NORMAL), 5);
      expect(tag.arbeitspreis).toBeCloseTo(tag.kosten / 25, 5);
      const stunden = (await get('/S-DYN/historie?interval=hourly&von=2026-10-25&bis=2026-10-25')).json().data;
      expect(stunden).toHaveLength(25);
    });

    it('answers 422 for a fixed tariff and 404 for another customer’s contract', async () => {
      const fest = await get('/S-FEST/allin-preise');
      expect(fest.statusCode).toBe(422);
      expect(fest.json()).toEqual({ data: sparenTexte.keinDynamischerTarif });
      expect((await get('/S-FREMD/allin-preise')).statusCode).toBe(404);
    });
  });

  describe('cheapest window (item 2)', () => {
    it('finds the hour in the repeated 02:00–03:00 of the change day, 23.8 ct cheaper than now', async () => {
      const res = await get('/S-DYN/guenstigstes-fenster?dauer=PT1H');
      expect(res.statusCode).toBe(200);
      const f = res.json();
      expect(f).toMatchObject({ von: '2026-10-25T02:30:00+02:00', bis: '2026-10-25T02:30:00+01:00' });
      expect(f.durchschnittspreis).toBeCloseTo(BILLIG, 6);
      expect(f.ersparnisGegenueberJetzt).toBeCloseTo(NORMAL - BILLIG, 6);
    });

    it('two hours across midnight of the change: the earliest of the cheapest, four normal and four cheap quarter hours', async () => {
      const f = (await get('/S-DYN/guenstigstes-fenster?dauer=PT2H')).json();
      expect(f).toMatchObject({ von: '2026-10-25T01:30:00+02:00', bis: '2026-10-25T02:30:00+01:00' });
      expect(f.durchschnittspreis).toBeCloseTo((NORMAL + BILLIG) / 2, 6);
    });

    it('respects bis, and answers 422 in German when the known prices do not cover the duration', async () => {
      const f = (await get('/S-DYN/guenstigstes-fenster?dauer=PT1H&bis=2026-10-24T16:00:00%2B02:00')).json();
      expect(f).toMatchObject({ von: '2026-10-24T14:00:00+02:00', bis: '2026-10-24T15:00:00+02:00', ersparnisGegenueberJetzt: 0 });
      const res = await get('/S-DYN/guenstigstes-fenster?dauer=PT8H&bis=2026-10-24T20:00:00%2B02:00');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ data: sparenTexte.preiseReichenNicht('8 Stunden') });
    });

    it('refuses a malformed duration with 400 and a fixed contract with 422', async () => {
      for (const dauer of ['2h', 'PT0H', 'PT7M', 'PT25H']) {
        const res = await get(`/S-DYN/guenstigstes-fenster?dauer=${dauer}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().data).toBe(sparenTexte.dauerUngueltig);
      }
      expect((await get('/S-FEST/guenstigstes-fenster')).statusCode).toBe(422);
      expect((await get('/S-FREMD/guenstigstes-fenster')).statusCode).toBe(404);
    });
  });

  describe('tariff comparison (item 3)', () => {
    it('prices every product on the 196 quarter hours of 24–25 October and calls the two cheaper ones cheaper', async () => {
      const res = await get('/S-DYN/tarifvergleich?von=2026-10-24&bis=2026-10-25');
      expect(res.statusCode).toBe(200);
      const v = res.json();
      expect(v).toMatchObject({ von: '2026-10-24', bis: '2026-10-25', verbrauch: 49, datengrundlage: 'INTERVALLDATEN', abdeckung: 1 });
      // Current: 0.25 × (168 normal + 24 HLZ + 4 cheap quarter hours) + 10 € × 12 × 2/365.
      const energieDyn = 0.25 * (168 * NORMAL + 24 * HLZ + 4 * BILLIG);
      expect(v.aktuell.kosten).toBeCloseTo(energieDyn + GRUND_ZWEI_TAGE(10), 2);
      const nach = Object.fromEntries(v.produkte.map((p: { id: string }) => [p.id, p]));
      expect(Object.keys(nach)).toEqual(['dyn', 'fix', 'nacht']); // 'alt' expired
      expect(nach.fix.kosten).toBeCloseTo(49 * 0.3 + GRUND_ZWEI_TAGE(12), 2);
      // NT 22–06: 24 (00–06 on the 24th) + 8 + 28 (the night with the repeated hour) + 8 quarter hours = 17 kWh; HT 32 kWh.
      expect(nach.nacht.kosten).toBeCloseTo(17 * 0.22 + 32 * 0.34 + GRUND_ZWEI_TAGE(12), 2);
      expect(nach.dyn.kosten).toBeCloseTo(energieDyn + GRUND_ZWEI_TAGE(12), 2);
      expect(nach.fix).toMatchObject({ guenstiger: true, unsicherheit: 0, abdeckung: 1, datengrundlage: 'INTERVALLDATEN' });
      expect(nach.nacht).toMatchObject({ guenstiger: true, angebotUrl: 'https://example.org/nacht' });
      expect(nach.dyn.guenstiger).toBe(false);
      expect(nach.fix.differenzZumAktuellen).toBeCloseTo(nach.fix.kosten - v.aktuell.kosten, 2);
    });

    it('with a third of the period missing, the uncertainty is too large to call anything cheaper', async () => {
      const v = (await get('/S-DYN/tarifvergleich?von=2026-10-23&bis=2026-10-25')).json();
      const abdeckung = 196 / 292;
      expect(v.abdeckung).toBeCloseTo(abdeckung, 4);
      const fix = v.produkte.find((p: { id: string }) => p.id === 'fix');
      expect(fix.kosten).toBeCloseTo((49 * 0.3) / abdeckung + (12 * 12 * 3) / 365, 2);
      expect(fix.unsicherheit).toBeCloseTo(((49 * 0.3) / abdeckung) * (1 - abdeckung), 2);
      expect(fix.differenzZumAktuellen).toBeLessThan(0);
      expect(v.produkte.every((p: { guenstiger: boolean }) => !p.guenstiger)).toBe(true);
    });

    it('without interval data: readings with the standard load profile; dynamic products are not compared', async () => {
      t.uhr.stellen('2026-11-18T10:00:00+01:00');
      ich = t.als('3001');
      const v = (await get('/S-FEST/tarifvergleich')).json();
      expect(v).toMatchObject({ von: '2025-11-01', bis: '2026-10-31', verbrauch: 3000, datengrundlage: 'ABLESUNGEN_SLP', abdeckung: 1, aktuell: { name: 'Klassik', kosten: 1020 } });
      const nach = Object.fromEntries(v.produkte.map((p: { id: string }) => [p.id, p]));
      expect(nach.fix).toMatchObject({ kosten: 1044, differenzZumAktuellen: 24, guenstiger: false });
      expect(nach.dyn).toMatchObject({ kosten: null, datengrundlage: 'KEINE', hinweis: sparenTexte.dynamischOhneIntervalle, guenstiger: false });
      // HT/NT: somewhere between all-NT and all-HT, with ± 10 points of NT share as uncertainty.
      expect(nach.nacht.kosten).toBeGreaterThan(3000 * 0.22 + 144);
      expect(nach.nacht.kosten).toBeLessThan(3000 * 0.34 + 144);
      expect(nach.nacht.unsicherheit).toBeCloseTo(0.12 * 3000 * 0.1, 2);
    });

    it('refuses a reversed or too long period with 400', async () => {
      expect((await get('/S-DYN/tarifvergleich?von=2026-10-25&bis=2026-10-24')).statusCode).toBe(400);
      expect((await get('/S-DYN/tarifvergleich?von=2024-01-01&bis=2026-01-01')).json()).toEqual({ data: sparenTexte.vergleichZeitraumZuLang, felder: { bis: sparenTexte.vergleichZeitraumZuLang } });
      expect((await get('/S-FREMD/tarifvergleich')).statusCode).toBe(404);
    });

    it('answers 422 in German for a gas contract: the products are electricity products', async () => {
      const res = await get('/S-GAS/tarifvergleich');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ data: sparenTexte.nurStrom });
    });
  });

  describe('forecast (item 4)', () => {
    /** A reading on 15 November for customer 3001's contract number `index` of the fixture, through the import. */
    const ablesungDazu = (index: number, ablesung: { zaehlernummer: string; ablesewerte: Record<string, number> }) => {
      const kunde = SPAREN_DATEN.anschlussnutzer![0]!;
      return einspielen(t.db, { anschlussnutzer: [{ ...kunde, vertraege: [{ ...kunde.vertraege![index]!, ablesungen: [{ ablesedatum: '2026-11-15', ...ablesung }] }] }] });
    };
    beforeEach(async () => {
      t.uhr.stellen('2026-11-18T10:00:00+01:00');
      ich = t.als('3001');
    });

    it('projects the last billed year with the profile, the range from the two years’ spread', async () => {
      const res = await get('/S-FEST/prognose');
      expect(res.statusCode).toBe(200);
      const p = res.json();
      expect(p.abrechnungsstichtag).toBe('2027-11-01');
      expect(p.grundlage).toMatchObject({ seit: '2026-11-01', bekannterVerbrauch: 0, profil: 'G25', streuungAusHistorie: true });
      // Spread of 2,700 and 3,300 kWh: sd 424.26 / mean 3,000 = 0.1414; the whole year is projected.
      expect(p.grundlage.streuung).toBeCloseTo(0.1414, 4);
      // G25 over 2026/27 against 2025/26: the same year length, so within half a percent of 3,300 kWh.
      expect(Math.abs(p.verbrauchKwh.p50 - 3300)).toBeLessThan(17);
      expect(p.verbrauchKwh.p10).toBeCloseTo(p.verbrauchKwh.p50 * (1 - 1.2816 * 0.141421), 0);
      expect(p.verbrauchKwh.p90).toBeCloseTo(p.verbrauchKwh.p50 * (1 + 1.2816 * 0.141421), 0);
      // The Abschlag recommendation's yearly cost (gross tariff): whole kWh × 0.30 € + 12 × 10 €, to the cent.
      expect(p.kosten.p50).toBe(Number((120 + 0.3 * Math.round(p.verbrauchKwh.p50)).toFixed(2)));
      // 90 € on the 1st of every month from 2026-11-01 to 2027-10-01: 12 payments.
      expect(p.abschlaegeBisStichtag).toBe(1080);
      expect(p.saldo.p50).toBeCloseTo(1080 - p.kosten.p50, 2);
      expect(p.saldo.p10).toBeCloseTo(1080 - p.kosten.p90, 2);
    });

    it('a new reading changes it at once: 200 kWh in 14 days are the known part', async () => {
      const vorher = (await get('/S-FEST/prognose')).json();
      await ablesungDazu(1, { zaehlernummer: 'Z-S', ablesewerte: { '1-1:1.8.0': 4200 } });
      const nachher = (await get('/S-FEST/prognose')).json();
      expect(nachher.grundlage.bekannterVerbrauch).toBe(200);
      expect(nachher.verbrauchKwh.p50).not.toBe(vorher.verbrauchKwh.p50);
      // The spread applies to the projected rest only.
      expect(nachher.verbrauchKwh.p50 - nachher.verbrauchKwh.p10).toBeCloseTo((nachher.verbrauchKwh.p50 - 200) * 1.2816 * 0.141421, 0);
    });

    it('gas: readings in m³ count in kWh at the billed ratio (10.5 kWh per m³), never as kWh', async () => {
      const vorher = (await get('/S-GAS/prognose')).json();
      // The billed year, projected (10,500 kWh), not the meter's 1,000 m³.
      expect(Math.abs(vorher.verbrauchKwh.p50 - 10500)).toBeLessThan(60);
      await ablesungDazu(2, { zaehlernummer: 'G-S', ablesewerte: { '7-1:3.0.0': 6040 } });
      const nachher = (await get('/S-GAS/prognose')).json();
      expect(nachher.grundlage.bekannterVerbrauch).toBe(420);
      expect(nachher.verbrauchKwh.p50).toBeGreaterThan(5000);
    });

    it('answers 404 for another customer’s contract', async () => {
      expect((await get('/S-FREMD/prognose')).statusCode).toBe(404);
    });
  });
});
