import { ablesekampagneTexte as t } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, mandanten, type TestApp } from '../../../test/helper.ts';
import { ABLESUNG_TESTDATEN } from '../../../test/testdaten/ablesungen.ts';
import { SPERRE_NACH } from './drosselung.ts';
import { kampagneAnlegen } from './kampagne-anlegen.ts';

// The code's limits under parallel requests against the real database: submissions with one code are
// judged one after the other, so the lock and the one correction hold however many arrive at once.
// The test clock stands at Wed 2026-11-18 10:00 Berlin; V1 counts about 10 kWh a day from 10000 on 20 August.
const musterstadt = mandanten.alle.find((m) => m.key === 'musterstadt')!;

describe.each(DATENBANKEN)('Ablesekampagne unter parallelen Meldungen (%s)', (art) => {
  let a: TestApp;
  let code: string;
  beforeEach(async () => {
    a = await bauen(art);
    await einspielen(a.db, ABLESUNG_TESTDATEN);
    const e = await kampagneAnlegen(a.db, a.app.dienste.schluessel, musterstadt, { stichtag: '2026-11-15', frist: '2026-11-30' });
    code = e.zeilen.find((z) => z.vertragsnummer === 'V1')!.code;
  });
  afterEach(() => a.schliessen());

  // Each from an address of its own, as a guesser spreading over many would.
  const melden = (payload: Record<string, unknown>, i: number) =>
    a.app.inject({ method: 'POST', url: '/api/oeffentlich/zaehlerstand', headers: { 'x-forwarded-for': `198.51.100.${i + 1}` }, payload });

  it('evaluates exactly 5 of 12 wrong submissions sent at once and refuses the rest with the lock', async () => {
    // Alternately a date in the future and an unusual value (whose judgement reads the meter's history).
    const falsch = (i: number) => (i % 2 ? { ablesedatum: '2026-11-19', ablesewerte: { '1-1:1.8.0': 10870 } } : { ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 19000 } });
    const antworten = await Promise.all(Array.from({ length: 12 }, (_, i) => melden({ code, ...falsch(i) }, i)));
    const bewertet = antworten.filter((r) => r.statusCode === 400 || r.statusCode === 422);
    const gesperrt = antworten.filter((r) => r.statusCode === 429);
    expect(bewertet).toHaveLength(SPERRE_NACH);
    expect(gesperrt).toHaveLength(12 - SPERRE_NACH);
    for (const r of gesperrt) {
      expect(r.json()).toEqual({ data: t.gesperrt });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(3500);
    }
    const zeile = await a.db.selectFrom('ablesecode').select(['fehlversuche', 'gesperrt_bis']).where('vertrag_id', '=', 'V1').executeTakeFirstOrThrow();
    expect(zeile.fehlversuche).toBe(0);
    expect(new Date(zeile.gesperrt_bis!).toISOString()).toBe('2026-11-18T10:00:00.000Z');
    expect(await a.db.selectFrom('ablesemeldung').selectAll().execute()).toEqual([]);
  });

  it('stores exactly one correction when several are sent at once', async () => {
    expect((await melden({ code, ablesedatum: '2026-11-15', ablesewerte: { '1-1:1.8.0': 10870 } }, 0)).statusCode).toBe(201);
    const korrekturen = await Promise.all([10875, 10880, 10885].map((wert, i) => melden({ code, ablesedatum: '2026-11-16', ablesewerte: { '1-1:1.8.0': wert } }, i + 1)));
    expect(korrekturen.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of korrekturen.filter((k) => k.statusCode === 409)) expect(r.json()).toEqual({ data: t.korrekturVerbraucht });
    const versionen = await a.db.selectFrom('ablesemeldung').select(['version', 'ablesewerte']).orderBy('version').execute();
    expect(versionen.map((v) => v.version)).toEqual([1, 2]);
    // The stored reading is the one correction that got through, and the code counted no refusal.
    const gemeldet = await a.db.selectFrom('ablesung').select('ablesewerte').where('vertrag_id', '=', 'V1').where('ablesedatum', '=', '2026-11-16').execute();
    expect(gemeldet).toHaveLength(1);
    expect(JSON.stringify(gemeldet[0]!.ablesewerte)).toContain(String(versionen[1]!.ablesewerte['1-1:1.8.0']));
    expect((await a.db.selectFrom('ablesecode').select('fehlversuche').where('vertrag_id', '=', 'V1').executeTakeFirstOrThrow()).fehlversuche).toBe(0);
  });
});
