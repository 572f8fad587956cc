import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp, type Zugang } from '../../../test/helper.ts';
import { ABLESUNG_TESTDATEN } from '../../../test/testdaten/ablesungen.ts';

describe.each(DATENBANKEN)('Plausibilisierung (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, ABLESUNG_TESTDATEN);
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  const entwurf = (wert: number) => ({ ablesedatum: '2026-11-18', zaehlernummer: 'Z1', ablesewerte: { '1-1:1.8.0': wert } });
  const post = (payload: unknown) => ich.post('/V1/ablesungen/plausibilisiere', payload);
  const get = (payload: string) => ich.get('/V1/ablesungen/plausibilisiere', { body: payload, headers: { 'content-type': 'application/json' } });

  it('answers per channel with the expected range, and stores nothing', async () => {
    const res = await post(entwurf(10900));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plausibel: true, kanaele: [{ obiskennzahl: '1-1:1.8.0', plausibel: true, erwartetVon: 10437.2, erwartetBis: 11311.8 }] });
    expect(await t.db.selectFrom('ablesung').select('id').where('ermittlungsart', '=', 'KUNDE').execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('flags a value below the last reading and one far above the expected range', async () => {
    expect((await post(entwurf(9000))).json().kanaele[0]).toMatchObject({ plausibel: false, grund: 'Der Wert ist kleiner als die letzte Ablesung vom 20.08.2026 (10000,0).' });
    expect((await post(entwurf(109000))).json().kanaele[0]).toMatchObject({ plausibel: false, erwartetBis: 11311.8 });
  });

  it('compares with the reading before the draft date, not with later ones', async () => {
    // On 01.09.2026 only 12 days have passed since 20.08. (10000): about 10120 is expected, 10900 is far off.
    const res = await post({ ...entwurf(10900), ablesedatum: '2026-09-01' });
    expect(res.json().kanaele[0]).toMatchObject({ plausibel: false, erwartetVon: 10000, erwartetBis: 10406.2 });
  });

  it('accepts the GET with a body that SPEC names', async () => {
    const res = await get(JSON.stringify(entwurf(9000)));
    expect(res.statusCode).toBe(200);
    expect(res.json().plausibel).toBe(false);
  });

  it('applies the submit rules to the draft: 400 with a German text', async () => {
    const zukunft = await post({ ...entwurf(10900), ablesedatum: '2026-11-19' });
    expect(zukunft.statusCode).toBe(400);
    expect(zukunft.json().data).toBe('Das Ablesedatum darf nicht in der Zukunft liegen.');
    expect((await get('{kein json')).statusCode).toBe(400);
    expect((await get(JSON.stringify({ ablesedatum: '2026-11-18' }))).statusCode).toBe(400);
    expect((await get('')).statusCode).toBe(400);
  });
});
