import { ablesungenApi, pfadMit, texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp, type Zugang } from '../../../test/helper.ts';
import { ABLESUNG_TESTDATEN, PNG_BASE64 } from '../../../test/testdaten/ablesungen.ts';

describe.each(DATENBANKEN)('Zähler und Ablesungen lesen (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, ABLESUNG_TESTDATEN);
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  const get = (url: string) => ich.get(url);

  it('gives the meter with its channels', async () => {
    const res = await get('/V3/zaehler');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      nummer: 'Z3',
      kanaele: [
        { obiskennzahl: '1-1:1.8.1', vorkommastellen: 5, nachkommastellen: 1 },
        { obiskennzahl: '1-1:1.8.2', vorkommastellen: 5, nachkommastellen: 1 },
      ],
    });
  });

  it('answers 404 with a German text for a contract without meter', async () => {
    const res = await get('/V4/zaehler');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: 'Zu diesem Vertrag ist kein Zähler hinterlegt.' });
  });

  it('lists readings newest first, keyed by OBIS code with the channel decimals', async () => {
    const res = await get('/V1/ablesungen');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        ablesedatum: '2026-08-20',
        zaehlernummer: 'Z1',
        ablesewerte: { '1-1:1.8.0': { obiskennzahl: '1-1:1.8.0', ablesewert: 10000, nachkommastellen: 1 } },
        ablesegrund: null,
        erfassungshinweis: 'Geschätzt',
        ermittlungsart: 'ERSATZWERT',
        ableseart: 'ERSATZWERT',
      },
      {
        ablesedatum: '2025-11-18',
        zaehlernummer: 'Z1',
        ablesewerte: { '1-1:1.8.0': { obiskennzahl: '1-1:1.8.0', ablesewert: 8000, nachkommastellen: 1 } },
        ablesegrund: 'Turnusablesung',
        erfassungshinweis: null,
        ermittlungsart: 'NETZBETREIBER',
        ableseart: 'NETZBETREIBER',
      },
    ]);
  });

  it('filters by von and bis, as dates or timestamps (Europe/Berlin days)', async () => {
    const tage = async (q: string) => (await get(`/V1/ablesungen?${q}`)).json().map((a: { ablesedatum: string }) => a.ablesedatum);
    expect(await tage('von=2026-01-01')).toEqual(['2026-08-20']);
    expect(await tage('bis=2026-08-19')).toEqual(['2025-11-18']);
    expect(await tage('von=2026-08-19T22:30:00Z')).toEqual(['2026-08-20']);
    expect((await get('/V1/ablesungen?von=gestern')).statusCode).toBe(400);
  });

  it('gives an empty list for a contract without readings', async () => {
    expect((await get('/V4/ablesungen')).json()).toEqual([]);
  });

  it("answers 404 on every endpoint for another customer's contract, and stores nothing", async () => {
    const body = { ablesedatum: '2026-11-18', zaehlernummer: 'Z2', ablesewerte: { '1-1:1.8.0': 100 }, foto: PNG_BASE64 };
    const antworten = [
      await get(pfadMit(`${ablesungenApi.zaehler.pfad}`, { vertragId: 'V2' })),
      await get('/V2/ablesungen'),
      await ich.post('/V2/ablesungen', body),
      await ich.post('/V2/ablesungen/plausibilisiere', body),
      await ich.get('/V2/ablesungen/plausibilisiere', { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      await get('/GIBTESNICHT/zaehler'),
    ];
    for (const res of antworten) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    }
    expect(await t.db.selectFrom('ablesung').select('id').where('vertrag_id', '=', 'V2').execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.anonym().get('/V1/ablesungen')).statusCode).toBe(401);
  });
});
