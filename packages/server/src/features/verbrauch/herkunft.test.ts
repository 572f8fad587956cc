import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';
import { msconsEinlesen } from '../../import/mscons/einlesen.ts';

// The history tells measured from substitute and provisional values, shows feed-in, and how far the data goes.
const golden = (name: string) => readFileSync(new URL(`../../../test/mscons/${name}`, import.meta.url));
const vertrag = (id: string, extra: Record<string, unknown>) => ({
  id, versorgungsart: 'Strom', anmeldungsart: 'Neuanmeldung', lieferbeginn: '2026-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort', kundenArt: 'Haushaltskunde' as const, ...extra,
});

describe.each(DATENBANKEN)('history provenance (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art, { jetzt: '2026-11-18T10:00:00+01:00' });
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V-MALO', { maloId: '51238696781' }), vertrag('V-MELO', { meloId: 'DE0001234567890000000000000000001' }), vertrag('V-OHNE', {})] })] });
    for (const f of ['lastgang-2.4c-sommerzeit.edi', 'lastgang-2.4d-winterzeit.edi']) await msconsEinlesen(t.db, 'musterstadt', f, golden(f), new Date('2026-11-18T09:00:00Z'));
  });
  afterEach(() => t.schliessen());

  it('an hourly bucket takes its weakest value and the share of each; the contract says how far its data goes', async () => {
    const res = await t.als('1001').get('/V-MALO/historie?von=2026-03-29&bis=2026-03-29&interval=hourly');
    expect(res.statusCode).toBe(200);
    const { data, datenBis } = res.json() as { data: Array<Record<string, unknown>>; datenBis: string };
    expect(data).toHaveLength(23);
    expect(data[10]).toMatchObject({ von: '2026-03-29T11:00:00+02:00', qualitaet: 'ERSATZWERT', anteile: { GEMESSEN: 0.5, ERSATZWERT: 0.5, VORLAEUFIG: 0 } });
    expect(data[22]).toMatchObject({ von: '2026-03-29T23:00:00+02:00', qualitaet: 'VORLAEUFIG', anteile: { GEMESSEN: 0.75, ERSATZWERT: 0, VORLAEUFIG: 0.25 } });
    expect(data[0]).toMatchObject({ qualitaet: 'GEMESSEN', anteile: { GEMESSEN: 1, ERSATZWERT: 0, VORLAEUFIG: 0 } });
    expect(data[0]).not.toHaveProperty('einspeisung');
    expect(datenBis).toBe('2026-03-30T00:00:00+02:00');
    // The contract answer says it too, and null where no interval data came.
    expect((await t.als('1001').get('/V-MALO')).json()).toMatchObject({ id: 'V-MALO', datenBis: '2026-03-30T00:00:00+02:00' });
    expect((await t.als('1001').get('/V-OHNE')).json()).toMatchObject({ id: 'V-OHNE', datenBis: null });
    const tag = (await t.als('1001').get('/V-MALO/historie?von=2026-03-29&bis=2026-03-29&interval=daily')).json().data;
    expect(tag).toEqual([expect.objectContaining({ qualitaet: 'VORLAEUFIG', anteile: { GEMESSEN: 0.9674, ERSATZWERT: 0.0217, VORLAEUFIG: 0.0109 } })]);
  });

  it('feed-in appears beside consumption, per bucket, on the 25-hour change day', async () => {
    const data = (await t.als('1001').get('/V-MELO/historie?von=2026-10-25&bis=2026-10-25&interval=hourly')).json().data as Array<{ von: string; einspeisung?: number }>;
    expect(data).toHaveLength(25);
    expect(data.map((e) => e.einspeisung)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(data[2]!.von).toBe('2026-10-25T02:00:00+02:00');
    expect(data[3]!.von).toBe('2026-10-25T02:00:00+01:00');
    expect((await t.als('1001').get('/V-MELO')).json().datenBis).toBe('2026-10-26T00:00:00+01:00');
  });
});
