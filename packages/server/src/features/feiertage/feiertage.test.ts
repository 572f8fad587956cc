import { BUNDESLAENDER, FeiertageSchema, istFeiertag } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, type TestApp } from '../../../test/helper.ts';

describe.each(DATENBANKEN)('Feiertage (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
  });
  afterEach(() => t.schliessen());

  it('answers the holidays of the asked years in the service’s shape, without a session', async () => {
    const res = await t.anonym().get('/feiertage?years=2026,2027');
    expect(res.statusCode).toBe(200);
    const liste = FeiertageSchema.parse(res.json());
    expect(liste.filter((f) => f.name === 'Neujahrstag').map((f) => f.date)).toEqual(['2026-01-01', '2027-01-01']);
    const ostermontag = liste.find((f) => f.date === '2026-04-06');
    expect(ostermontag).toMatchObject({ name: 'Ostermontag', comment: '' });
    expect(BUNDESLAENDER.every((land) => ostermontag?.[land] === '1')).toBe(true);
  });

  it('flags a regional holiday only for its states', async () => {
    const liste = FeiertageSchema.parse((await t.anonym().get('/feiertage?years=2026')).json());
    const bussUndBettag = liste.find((f) => f.date === '2026-11-18');
    expect(bussUndBettag?.name).toBe('Buß- und Bettag');
    expect(BUNDESLAENDER.filter((land) => bussUndBettag?.[land] === '1')).toEqual(['sn']);
    expect(istFeiertag('2026-11-18', liste)).toBe(true);
    expect(istFeiertag('2026-12-24', liste)).toBe(false);
    expect(liste.find((f) => f.date === '2026-08-15')?.comment).toMatch(/Bayern/);
  });

  it('refuses a malformed years parameter with a German 400', async () => {
    for (const q of ['', '?years=', '?years=26', '?years=2026;2027', '?years=1800']) {
      const res = await t.anonym().get(`/feiertage${q}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().data).toBe('string');
    }
  });
});
