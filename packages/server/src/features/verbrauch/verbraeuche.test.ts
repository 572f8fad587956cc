import { texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, NORDLICHT_HOST, kunde, type TestApp, type Zugang } from '../../../test/helper.ts';
import { historieDatei } from '../../../test/testdaten/verbrauch.ts';

describe.each(DATENBANKEN)('GET /{v}/verbraeuche and /preiszeitreihe (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, historieDatei);
    await einspielen(t.db, { preise: [{ von: '2026-11-17T00:00:00+01:00', bis: '2026-11-17T01:00:00+01:00', preis: 9.99 }], anschlussnutzer: [kunde('3001')] }, 'nordlicht');
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  it('lists consumption periods oldest first, extrapolated to 365 days', async () => {
    const res = await ich.get('/VDST/verbraeuche');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { von: '2024-01-10', bis: '2025-01-09', summe: 3650, summeJahr: 3650, prognose: false, proKanal: [{ obiskennzahl: '1-1:1.8.0', verbrauch: 3650 }] },
      // 181 days: 1810 × 365 / 181
      { von: '2025-01-09', bis: '2025-07-09', summe: 1810, summeJahr: 3650, prognose: false, proKanal: [] },
      { von: '2025-07-09', bis: '2026-07-09', summe: 3000, summeJahr: 3000, prognose: true, proKanal: [] },
    ]);
  });

  it('von and bis keep the periods that overlap them; no periods is an empty list', async () => {
    const res = await ich.get('/VDST/verbraeuche?von=2025-03-01&bis=2025-08-01');
    expect(res.json().map((v: { von: string }) => v.von)).toEqual(['2025-01-09', '2025-07-09']);
    expect((await ich.get('/V15/verbraeuche')).json()).toEqual([]);
  });

  it("another customer's contract is 404; bad dates are 400", async () => {
    const fremd = await ich.get('/FREMD/verbraeuche');
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    expect((await ich.get('/VDST/verbraeuche?von=01.01.2025')).statusCode).toBe(400);
  });

  it("the price series is the tenant's, at native resolution, in SPEC §7's window by default", async () => {
    const res = await ich.get('/preiszeitreihe');
    expect(res.statusCode).toBe(200);
    expect(res.json().preise).toEqual([
      { von: '2026-11-17T00:00:00+01:00', bis: '2026-11-17T01:00:00+01:00', preis: 0.2 },
      { von: '2026-11-17T01:00:00+01:00', bis: '2026-11-17T01:15:00+01:00', preis: 0.1 },
      { von: '2026-11-17T01:15:00+01:00', bis: '2026-11-17T01:30:00+01:00', preis: 0.2 },
      { von: '2026-11-17T01:30:00+01:00', bis: '2026-11-17T01:45:00+01:00', preis: 0.3 },
      { von: '2026-11-17T01:45:00+01:00', bis: '2026-11-17T02:00:00+01:00', preis: 0.4 },
      { von: '2026-11-17T02:00:00+01:00', bis: '2026-11-17T03:00:00+01:00', preis: 0.5 },
    ]);
    // From 12:00 the window is today and tomorrow: yesterday's prices drop out.
    t.uhr.stellen('2026-11-18T12:00:00+01:00');
    expect((await t.als('1001').get('/preiszeitreihe')).json()).toEqual({ preise: [] });
    const nordlicht = t.als('3001', { host: NORDLICHT_HOST });
    expect((await nordlicht.get('/preiszeitreihe?von=2026-11-17&bis=2026-11-17')).json().preise.map((p: { preis: number }) => p.preis)).toEqual([9.99]);
  });

  it('the price series takes timestamps, refuses reversed or overlong ranges, needs a session', async () => {
    const res = await ich.get(`/preiszeitreihe?von=${encodeURIComponent('2026-11-17T01:30:00+01:00')}&bis=${encodeURIComponent('2026-11-17T02:00:00+01:00')}`);
    expect(res.json().preise.map((p: { preis: number }) => p.preis)).toEqual([0.3, 0.4]);
    expect((await ich.get('/preiszeitreihe?von=2026-11-18&bis=2026-11-17')).statusCode).toBe(400);
    expect((await ich.get('/preiszeitreihe?von=2026-01-01&bis=2026-11-17')).statusCode).toBe(400);
    expect((await t.anonym().get('/preiszeitreihe')).statusCode).toBe(401);
  });
});
