import { STAPEL_HOECHSTENS } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, NORDLICHT_HOST, type TestApp, type Zugang } from '../../test/helper.ts';
import { NORDLICHT_DATEN, VERTRAGSDATEN } from '../../test/testdaten/vertraege.ts';

// The home page asks its cards' reads in one batch; the batch must answer exactly what each read answers
// alone, and nothing a read alone would refuse.
describe.each(DATENBANKEN)('Stapel (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, VERTRAGSDATEN);
    await einspielen(t.db, NORDLICHT_DATEN, 'nordlicht');
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  const stapel = (z: Zugang, aufrufe: unknown) => z.post('/stapel', { aufrufe });

  it('answers each read with the status and body it has alone', async () => {
    const pfade = ['/V-AKTIV', '/V-AKTIV/aktueller_tarif', '/V-AKTIV/abschlag', '/V-AKTIV/zaehler', '/anschlussnutzer', '/V-DYN/aktueller_tarif'];
    const res = await stapel(ich, pfade);
    expect(res.statusCode).toBe(200);
    const { antworten } = res.json() as { antworten: Array<{ status: number; daten?: unknown }> };
    expect(antworten).toHaveLength(pfade.length);
    for (const [i, pfad] of pfade.entries()) {
      const allein = await ich.get(pfad);
      expect({ pfad, status: antworten[i]!.status, daten: antworten[i]!.daten }).toEqual({ pfad, status: allein.statusCode, daten: allein.body ? allein.json() : undefined });
    }
    expect(antworten[0]!.status).toBe(200);
  });

  it('answers another customer’s or tenant’s contract 404 inside the batch, as alone', async () => {
    const res = await stapel(ich, ['/V-FREMD', '/V-NORD', '/V-AKTIV']);
    const { antworten } = res.json() as { antworten: Array<{ status: number; daten?: { data?: string } }> };
    expect(antworten.map((a) => a.status)).toEqual([404, 404, 200]);
    expect(antworten[0]!.daten?.data).toMatch(/[äöüÄÖÜß]|nicht/);
    const nord = await stapel(t.als('1001', { host: NORDLICHT_HOST }), ['/V-NORD', '/V-AKTIV']);
    expect((nord.json() as { antworten: Array<{ status: number }> }).antworten.map((a) => a.status)).toEqual([200, 404]);
  });

  it('refuses writes, downloads, staff calls, unknown paths and oversized batches with a German 400', async () => {
    for (const aufrufe of [[], ['/anschlussnutzer/kontaktdatenAktualisieren'], ['/service/kunden'], ['/gibt/es/nicht/x/y'], ['/../api/V-AKTIV'], ['//evil.example/x'], ['V-AKTIV'], Array.from({ length: STAPEL_HOECHSTENS + 1 }, () => '/V-AKTIV'), 'x', [1]]) {
      const res = await stapel(ich, aufrufe);
      expect({ aufrufe, status: res.statusCode }).toEqual({ aufrufe, status: 400 });
      expect(res.json().data).toEqual(expect.any(String));
      expect(res.json().data).not.toMatch(/Invalid|expected|Required/);
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/stapel', payload: { aufrufe: ['/V-AKTIV'] } });
    expect(res.statusCode).toBe(401);
  });
});
