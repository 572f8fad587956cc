import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, mandanten, testDatenbank } from '../../test/helper.ts';
import type { Db } from '../db/verbinden.ts';
import { festeUhr } from '../config/uhr.ts';
import { faelligeAusfuehren } from '../shared/zeitplan/zeitplan.ts';
import { fehlendePreise, type PreisKonfig, preisAuftraege } from './auftrag.ts';
import { aufloesen, luecke, preiseSpeichern, tagHolen } from './holen.ts';
import { energyCharts, energyChartsLesen, entsoe, entsoeLesen, QuellenFehler } from './quellen.ts';

const probe = (name: string) => readFileSync(new URL(`../../test/marktpreise/${name}`, import.meta.url), 'utf8');
const TAG_VON = new Date('2026-11-26T23:00:00Z');
const TAG_BIS = new Date('2026-11-27T23:00:00Z');

describe('price sources: parsing recorded answers', () => {
  it('Energy-Charts: parallel arrays, EUR/MWh → EUR/kWh, nulls are gaps', () => {
    const p = energyChartsLesen(probe('energy-charts-2026-11-27.json'));
    expect(p).toHaveLength(96);
    expect(p[0]).toEqual({ von: TAG_VON, bis: new Date('2026-11-26T23:15:00Z'), preis: 0.04272 });
    expect(luecke(p, TAG_VON, TAG_BIS)).toBeNull();
    const halb = energyChartsLesen(probe('energy-charts-luecke.json'));
    expect(luecke(halb, TAG_VON, TAG_BIS)).toEqual(new Date('2026-11-27T11:00:00Z'));
    expect(() => energyChartsLesen('{"unix_seconds":[1],"price":[]}')).toThrow(QuellenFehler);
  });

  it('ENTSO-E A44: curve A03 filled forward, the quarter-hour series preferred over the hourly one', () => {
    const p = entsoeLesen(probe('entsoe-a44-2026-11-27.xml'), 'DE-LU');
    expect(p).toHaveLength(96);
    expect(luecke(p, TAG_VON, TAG_BIS)).toBeNull();
    expect(p.slice(8, 13).map((x) => x.preis)).toEqual([0.05496, 0.05496, 0.05496, 0.05496, energyChartsLesen(probe('energy-charts-2026-11-27.json'))[12]!.preis]);
    expect(() => entsoeLesen(probe('entsoe-keine-daten.xml'), 'DE-LU')).toThrow(/ENTSO-E: No matching data found/);
  });

  it('ENTSO-E A44 with two auctions for the same quarter hours: the lowest classification position wins, whatever comes first', () => {
    const p = entsoeLesen(probe('entsoe-a44-de-lu-zwei-auktionen-2026-11-27.xml'), 'DE-LU');
    expect(p).toHaveLength(96);
    expect(luecke(p, TAG_VON, TAG_BIS)).toBeNull();
    // Position 2 (EXAA) comes first in the document and has 0.09145 for 00:00; position 1 (EPEX) has 0.10281.
    expect(p[0]).toEqual({ von: TAG_VON, bis: new Date('2026-11-26T23:15:00Z'), preis: 0.10281 });
    expect(p.slice(1, 4).map((x) => x.preis)).toEqual([0.06373, 0.0599, 0.05624]);
    // A point left out under A03 repeats its own series' price, not the other auction's.
    expect(p[41]!.preis).toBe(p[40]!.preis);
    expect(p[61]!.preis).not.toBe(p[60]!.preis);
  });

  it('ENTSO-E A44 of another bidding zone is refused, naming both zones; for a tenant in that zone it is read', () => {
    expect(() => entsoeLesen(probe('entsoe-a44-ch-2026-11-27.xml'), 'DE-LU')).toThrow(
      new QuellenFehler('ENTSO-E: Die Preise gelten für die Gebotszone CH (10YCH-SWISSGRIDZ), nicht für die Gebotszone DE-LU (10Y1001A1001A82H) des Mandanten.'),
    );
    expect(() => entsoeLesen(probe('entsoe-a44-de-lu-zwei-auktionen-2026-11-27.xml'), 'AT')).toThrow(/Gebotszone DE-LU \(10Y1001A1001A82H\), nicht für die Gebotszone AT \(10YAT-APG------L\)/);
    const ch = entsoeLesen(probe('entsoe-a44-ch-2026-11-27.xml'), 'CH');
    expect(ch).toHaveLength(48);
    expect(ch[24]!.von).toEqual(TAG_BIS);
  });

  it('an hourly tariff takes the mean of the hour\'s four quarter hours; incomplete hours get none', () => {
    const p = energyChartsLesen(probe('energy-charts-2026-11-27.json'));
    const h = aufloesen(p, 'PT60M');
    expect(h).toHaveLength(24);
    expect(h[0]).toEqual({ von: TAG_VON, bis: new Date('2026-11-27T00:00:00Z'), preis: (0.04272 + 0.04525 + 0.04793 + 0.05076) / 4 });
    expect(aufloesen(p.slice(0, 6), 'PT60M')).toHaveLength(1);
  });
});

describe('price sources over HTTP (local server with recorded answers)', () => {
  let server: Server;
  const antworten: Record<string, { status: number; text: string }> = {};
  const anfragen: string[] = [];
  // A port the system gives: a fixed one in the ephemeral range can be taken by an outgoing connection.
  let BASIS = 'http://127.0.0.1';
  beforeAll(async () => {
    server = createServer((req, res) => {
      anfragen.push(req.url ?? '');
      const a = antworten[new URL(req.url ?? '/', 'http://127.0.0.1').pathname] ?? { status: 404, text: 'nicht da' };
      res.writeHead(a.status).end(a.text);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    BASIS = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    for (const k of Object.keys(antworten)) delete antworten[k];
    anfragen.length = 0;
  });
  const konfig = (token = 'geheim'): PreisKonfig => ({ um: '13:30', quellen: { 'energy-charts': energyCharts(`${BASIS}/ec`), entsoe: entsoe(`${BASIS}/entsoe`, token) } });
  const beide = (k: PreisKonfig) => [k.quellen['energy-charts'], k.quellen.entsoe];

  it('takes the first source with the whole day and asks it for the local day', async () => {
    antworten['/ec/price'] = { status: 200, text: probe('energy-charts-2026-11-27.json') };
    const t = await tagHolen(beide(konfig()), 'DE-LU', '2026-11-27');
    expect(t).toMatchObject({ quelle: 'energy-charts', uebersprungen: [] });
    expect(anfragen).toEqual(['/ec/price?bzn=DE-LU&start=2026-11-26T23:00:00.000Z&end=2026-11-27T23:00:00.000Z']);
  });

  it('falls back to ENTSO-E on a gap and on a failure, with the token and the zone\'s EIC code', async () => {
    antworten['/ec/price'] = { status: 200, text: probe('energy-charts-luecke.json') };
    antworten['/entsoe'] = { status: 200, text: probe('entsoe-a44-2026-11-27.xml') };
    const t = await tagHolen(beide(konfig()), 'DE-LU', '2026-11-27');
    expect(t.quelle).toBe('entsoe');
    expect(t.uebersprungen).toEqual(['energy-charts: Lücke ab 2026-11-27T11:00:00.000Z']);
    expect(anfragen[1]).toBe('/entsoe?securityToken=geheim&documentType=A44&in_Domain=10Y1001A1001A82H&out_Domain=10Y1001A1001A82H&periodStart=202611262300&periodEnd=202611272300');
    antworten['/ec/price'] = { status: 503, text: 'Wartung' };
    expect((await tagHolen(beide(konfig()), 'DE-LU', '2026-11-27')).uebersprungen).toEqual(['energy-charts: Energy-Charts antwortet mit HTTP 503']);
  });

  it('a live ENTSO-E answer is read by the same rules: position 1 of two auctions; another zone is a skipped source', async () => {
    antworten['/ec/price'] = { status: 503, text: '' };
    antworten['/entsoe'] = { status: 200, text: probe('entsoe-a44-de-lu-zwei-auktionen-2026-11-27.xml') };
    const t = await tagHolen(beide(konfig()), 'DE-LU', '2026-11-27');
    expect(t.quelle).toBe('entsoe');
    expect(t.preise[0]!.preis).toBe(0.10281);
    antworten['/entsoe'] = { status: 200, text: probe('entsoe-a44-ch-2026-11-27.xml') };
    await expect(tagHolen(beide(konfig()), 'DE-LU', '2026-11-27')).rejects.toThrow(
      'entsoe: ENTSO-E: Die Preise gelten für die Gebotszone CH (10YCH-SWISSGRIDZ), nicht für die Gebotszone DE-LU (10Y1001A1001A82H) des Mandanten.',
    );
  });

  it('names every source\'s reason when none has the day', async () => {
    antworten['/ec/price'] = { status: 200, text: probe('energy-charts-luecke.json') };
    await expect(tagHolen(beide(konfig('')), 'DE-LU', '2026-11-27')).rejects.toThrow(
      'Keine vollständigen Marktpreise für 2026-11-27 (DE-LU): energy-charts: Lücke ab 2026-11-27T11:00:00.000Z; entsoe: ENTSO-E: EKP_ENTSOE_TOKEN ist nicht gesetzt',
    );
  });

  describe.each(DATENBANKEN)('daily job (%s)', (art) => {
    let db: Db;
    let schliessen: () => Promise<void>;
    beforeEach(async () => ({ db, schliessen } = await testDatenbank(art)));
    afterEach(() => schliessen());

    it('fetches tomorrow at 13:30 once per tenant at its granularity; from 14:00 a missing day is reported', async () => {
      antworten['/ec/price'] = { status: 503, text: '' };
      antworten['/entsoe'] = { status: 200, text: probe('entsoe-keine-daten.xml') };
      const uhr = festeUhr('2026-11-26T13:30:00+01:00');
      const auftraege = preisAuftraege(db, konfig());
      const d = { db, uhr, mandanten };
      const erst = await faelligeAusfuehren(d, auftraege);
      expect(erst.map((e) => [e.auftrag, e.mandant, e.ergebnis])).toEqual([['preise-holen', 'musterstadt', 'FEHLER'], ['preise-holen', 'nordlicht', 'FEHLER']]);
      expect(await fehlendePreise(db, mandanten.alle, uhr.jetzt())).toEqual([]);
      uhr.stellen('2026-11-26T14:00:00+01:00');
      const pruefung = await faelligeAusfuehren(d, auftraege);
      expect(pruefung.filter((e) => e.auftrag === 'preise-pruefen').map((e) => e.fehler)).toEqual(['Marktpreise für 2026-11-27 fehlen (Mandant musterstadt)', 'Marktpreise für 2026-11-27 fehlen (Mandant nordlicht)']);
      expect(await fehlendePreise(db, mandanten.alle, uhr.jetzt())).toHaveLength(2);

      antworten['/ec/price'] = { status: 200, text: probe('energy-charts-2026-11-27.json') };
      uhr.stellen('2026-11-26T14:16:00+01:00'); // the failed run's retry
      await faelligeAusfuehren(d, auftraege);
      const zeilen = await db.selectFrom('marktpreis').select(['mandant', 'quelle', (eb) => eb.fn.countAll<string>().as('n')]).groupBy(['mandant', 'quelle']).orderBy('mandant').execute();
      expect(zeilen.map((z) => [z.mandant, z.quelle, Number(z.n)])).toEqual([['musterstadt', 'energy-charts', 96], ['nordlicht', 'energy-charts', 24]]);
      expect(await fehlendePreise(db, mandanten.alle, uhr.jetzt())).toEqual([]);
    });
  });

  it('/api/ready names the missing day after 14:00 and stays ready', async () => {
    const t = await bauen(DATENBANKEN[0]!, { jetzt: '2026-11-26T14:05:00+01:00' });
    try {
      const r = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ status: 'bereit', datenbank: 'ok', migrationen: 'ok', hinweise: ['Marktpreise für 2026-11-27 fehlen (Mandant musterstadt)', 'Marktpreise für 2026-11-27 fehlen (Mandant nordlicht)'] });
    } finally {
      await t.schliessen();
    }
  });
});

describe.each(DATENBANKEN)('price series names its public source (%s)', (art) => {
  it('GET /preiszeitreihe lists the sources of the prices shown, for the attribution under the chart', async () => {
    const t = await bauen(art);
    try {
      await einspielen(t.db, { anschlussnutzer: [kunde('1001')] });
      const von = new Date('2026-11-17T23:00:00Z');
      const preise = [0, 1, 2, 3].map((i) => ({ von: new Date(von.getTime() + i * 900_000), bis: new Date(von.getTime() + (i + 1) * 900_000), preis: 0.08 + i / 100 }));
      await preiseSpeichern(t.db, 'musterstadt', preise, 'energy-charts', von, new Date(von.getTime() + 3_600_000));
      const res = await t.als('1001').get('/preiszeitreihe');
      expect(res.json()).toMatchObject({ quellen: ['energy-charts'] });
      expect(res.json().preise).toHaveLength(4);
    } finally {
      await t.schliessen();
    }
  });
});
