import type { ImportDatei } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { monatErstellen } from '../src/features/abrechnungsinformation/monatslauf.ts';
import { historieLesen, historieLesenSql } from '../src/features/verbrauch/historie-repository.ts';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from './helper.ts';
import { tageSchreiben } from './testdaten/abrechnungsinformation.ts';
import { NETZ_A } from './testdaten/sparen.ts';

// A household sees gross amounts in the history too: a net fixed tariff's working price gets the VAT of each
// delivery day (7 % on gas until 31 March 2024, 19 % from 1 April). Hand-computed with 100 Wh every quarter hour;
// 31 March 2024 is the spring change day (92 quarter hours, its missing hour 02:00–03:00 lies in the NT time).

const basis = { anmeldungsart: 'Neueinzug', lieferbeginn: '2024-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort', kundenArt: 'Haushaltskunde' as const };
const DATEN: ImportDatei = {
  preisbestandteile: [NETZ_A],
  anschlussnutzer: [
    kunde('4001', {
      vertraege: [
        // Net HT/NT electricity: HT 0.30, NT 0.20 (22:00–06:00).
        { ...basis, id: 'B-HTNT', versorgungsart: 'Strom', tarife: [{ name: 'Zweitarif', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 12, arbeitspreis: 0.3, arbeitspreisNT: 0.2, anteilNt: 33 }] },
        // Net gas: 0.10 a kWh.
        { ...basis, id: 'B-GAS', versorgungsart: 'Gas', tarife: [{ name: 'Erdgas', tariftyp: 'REINER_ENERGIEPREIS', grundpreis: 15, arbeitspreis: 0.1 }] },
        // Net fixed until 31 March, then dynamic with price components: the history is priced per quarter hour (all-in path).
        {
          ...basis,
          id: 'B-WECHSEL',
          versorgungsart: 'Strom',
          tarife: [
            { name: 'Fest netto', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 10, arbeitspreis: 0.3, gueltigBis: '2024-03-31' },
            { name: 'Dynamisch', tariftyp: 'DYNAMISCHER_PREIS', grundpreis: 10, arbeitspreis: 0.3, istDynamisch: true, aufschlag: 0.02, preisbestandteile: 'netz-a', gueltigVon: '2024-04-01' },
          ],
        },
      ],
    }),
  ],
};

describe.each(DATENBANKEN)('the history of net fixed tariffs is gross, with each day’s VAT (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, DATEN);
    for (const v of ['B-HTNT', 'B-GAS', 'B-WECHSEL']) await tageSchreiben(t.db, v, '2024-03-01', '2024-04-30', 100);
  }, 180_000);
  afterEach(() => t.schliessen());

  const historie = async (v: string, von: string, bis: string, interval: string) => {
    const res = await t.als('4001').get(`/${v}/historie?von=${von}&bis=${bis}&interval=${interval}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{ von: string; verbrauch: number; arbeitspreis: number; kosten: number }>;
  };
  const tage = async (v: string) => (await historie(v, '2024-03-30', '2024-04-01', 'daily')).map((d) => [d.verbrauch, d.arbeitspreis, d.kosten]);

  it('gas: 9.6 kWh × 0.10 × 1.07 on 30 March, 9.2 kWh × 0.10 × 1.07 on 31 March, 9.6 kWh × 0.10 × 1.19 on 1 April', async () => {
    expect(await tage('B-GAS')).toEqual([
      [9.6, 0.107, 1.0272],
      [9.2, 0.107, 0.9844],
      [9.6, 0.119, 1.1424],
    ]);
  });

  it('HT/NT electricity: (6.4 × 0.30 + 3.2 × 0.20) × 1.19 a day, (6.4 × 0.30 + 2.8 × 0.20) × 1.19 on the short day', async () => {
    const d = await tage('B-HTNT');
    // 2.56 net × 1.19 = 3.0464; 2.48 net × 1.19 = 2.9512
    expect(d.map(([kwh, , kosten]) => [kwh, kosten])).toEqual([
      [9.6, 3.0464],
      [9.2, 2.9512],
      [9.6, 3.0464],
    ]);
    // The short day by the hour: 23 buckets adding up to the day.
    const stunden = await historie('B-HTNT', '2024-03-31', '2024-03-31', 'hourly');
    expect(stunden).toHaveLength(23);
    expect(Math.round(stunden.reduce((s, h) => s + h.kosten, 0) * 1e4) / 1e4).toBe(2.9512);
  });

  it('with price components the fixed days are gross too: 9.6 kWh × 0.30 × 1.19 = 3.4272 on 30 March', async () => {
    const [tag] = await historie('B-WECHSEL', '2024-03-30', '2024-03-30', 'daily');
    expect([tag!.verbrauch, tag!.arbeitspreis, tag!.kosten]).toEqual([9.6, 0.357, 3.4272]);
  });

  it('a month of the history costs what the billing information charges for the working price, gross', async () => {
    const mandant = t.app.dienste.mandanten.alle.find((m) => m.key === 'musterstadt')!;
    const faelle = [
      // Gas, March: 2,972 quarter hours → 297.2 kWh × 0.10 = 29.72 net + 7 % = 31.80; April: 288 kWh → 28.80 + 19 % = 34.27.
      ['B-GAS', '2024-03', '2024-03-01', '2024-03-31', 31.8],
      ['B-GAS', '2024-04', '2024-04-01', '2024-04-30', 34.27],
      // Electricity, March: HT 198.4 kWh × 0.30 + NT 98.8 kWh × 0.20 = 79.28 net + 19 % = 94.34.
      ['B-HTNT', '2024-03', '2024-03-01', '2024-03-31', 94.34],
    ] as const;
    for (const [v, monat, von, bis, brutto] of faelle) {
      await monatErstellen(t.db, mandant, monat, t.uhr.jetzt());
      const info = (await t.als('4001').get(`/${v}/abrechnungsinformationen/${monat}`)).json();
      const [m] = await historie(v, von, bis, 'monthly');
      expect(info.kosten.arbeit.brutto, `${v} ${monat}`).toBe(brutto);
      expect(Math.round(m!.kosten * 100) / 100, `${v} ${monat}`).toBe(brutto);
    }
  });

  it('the SQL reference adds the same VAT as the Node paths (days, months and hours of the gas contract)', async () => {
    const { nr } = await t.db.selectFrom('vertrag').select('nr').where('id', '=', 'B-GAS').executeTakeFirstOrThrow();
    const a = { mandant: 'musterstadt', vertragNr: nr, vertragId: 'B-GAS', von: new Date('2024-03-29T00:00:00+01:00'), bis: new Date('2024-04-03T00:00:00+02:00') };
    for (const intervall of ['hourly', 'daily', 'monthly'] as const) {
      const node = await historieLesen(t.db, { ...a, intervall });
      expect(node.length).toBeGreaterThan(1);
      expect(node, intervall).toEqual(await historieLesenSql(t.db, { ...a, intervall }));
    }
  });
});
