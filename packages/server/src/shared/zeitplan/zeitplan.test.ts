import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DATENBANKEN, mandanten, testDatenbank } from '../../../test/helper.ts';
import type { Db } from '../../db/verbinden.ts';
import { festeUhr } from '../../config/uhr.ts';
import { type Auftrag, faelligeAusfuehren, laufZustand, zeitplanStarten } from './zeitplan.ts';

describe.each(DATENBANKEN)('Zeitplan (%s)', (art) => {
  let db: Db;
  let schliessen: () => Promise<void>;
  const uhr = festeUhr('2026-11-26T13:29:00+01:00');
  beforeEach(async () => {
    ({ db, schliessen } = await testDatenbank(art));
    uhr.stellen('2026-11-26T13:29:00+01:00');
  });
  afterEach(() => schliessen());

  function zaehlender(name = 'preise-holen', verhalten: () => Promise<void> = async () => {}): Auftrag & { laeufe: string[] } {
    const laeufe: string[] = [];
    return { name, um: '13:30', laeufe, ausfuehren: async (l) => { laeufe.push(`${l.mandant.key} ${l.tag} #${l.versuch}`); await verhalten(); } };
  }

  it('runs a job at its local time once per tenant and day, however many passes run at once', async () => {
    const a = zaehlender();
    const d = { db, uhr, mandanten };
    expect(await faelligeAusfuehren(d, [a])).toEqual([]);
    uhr.stellen('2026-11-26T13:30:00+01:00');
    await Promise.all(Array.from({ length: 8 }, () => faelligeAusfuehren(d, [a])));
    expect(a.laeufe.sort()).toEqual(mandanten.alle.map((m) => `${m.key} 2026-11-26 #1`).sort());
    uhr.stellen('2026-11-26T23:59:00+01:00');
    await faelligeAusfuehren(d, [a]);
    expect(a.laeufe).toHaveLength(mandanten.alle.length);
    uhr.stellen('2026-11-27T13:31:00+01:00');
    await faelligeAusfuehren(d, [a]);
    expect(a.laeufe).toHaveLength(2 * mandanten.alle.length);
    expect(await laufZustand(db, mandanten.standard.key, 'preise-holen', '2026-11-27')).toBe('FERTIG');
  });

  it('runs what is due at the start without waiting a period, and stops cleanly', async () => {
    const a = zaehlender();
    a.fuer = (m) => m.key === mandanten.standard.key;
    uhr.stellen('2026-11-26T14:05:00+01:00');
    // A period of an hour: only the first pass at the start can run the job within this test.
    const zeitplan = zeitplanStarten({ db, uhr, mandanten }, [a], 3_600_000);
    await expect.poll(() => a.laeufe, { timeout: 10_000 }).toEqual([`${mandanten.standard.key} 2026-11-26 #1`]);
    await zeitplan.stoppen();
    expect(await laufZustand(db, mandanten.standard.key, 'preise-holen', '2026-11-26')).toBe('FERTIG');
  });

  it('retries a failed run after the wait, at most three attempts a day', async () => {
    const a = zaehlender('x', async () => { throw new Error('Quelle antwortet nicht'); });
    a.fuer = (m) => m.key === mandanten.standard.key;
    const d = { db, uhr, mandanten };
    uhr.stellen('2026-11-26T13:30:00+01:00');
    expect((await faelligeAusfuehren(d, [a]))[0]).toMatchObject({ ergebnis: 'FEHLER', fehler: 'Quelle antwortet nicht' });
    uhr.stellen('2026-11-26T13:40:00+01:00');
    await faelligeAusfuehren(d, [a]);
    expect(a.laeufe).toHaveLength(1);
    for (const zeit of ['13:46', '14:02', '14:20']) {
      uhr.stellen(`2026-11-26T${zeit}:00+01:00`);
      await faelligeAusfuehren(d, [a]);
    }
    expect(a.laeufe).toEqual([1, 2, 3].map((n) => `${mandanten.standard.key} 2026-11-26 #${n}`));
    expect(await laufZustand(db, mandanten.standard.key, 'x', '2026-11-26')).toBe('FEHLER');
  });

  it('takes over a run whose process died, only after its lease', async () => {
    const a = zaehlender();
    a.fuer = (m) => m.key === mandanten.standard.key;
    await sql`insert into auftrag_lauf (mandant, auftrag, schluessel, zustand, begonnen, frist_bis)
      values (${mandanten.standard.key}, 'preise-holen', '2026-11-26', 'LAEUFT', ${new Date('2026-11-26T13:30:00+01:00')}, ${new Date('2026-11-26T13:40:00+01:00')})`.execute(db);
    const d = { db, uhr, mandanten };
    uhr.stellen('2026-11-26T13:35:00+01:00');
    await faelligeAusfuehren(d, [a]);
    expect(a.laeufe).toEqual([]);
    uhr.stellen('2026-11-26T13:41:00+01:00');
    await faelligeAusfuehren(d, [a]);
    expect(a.laeufe).toEqual([`${mandanten.standard.key} 2026-11-26 #2`]);
  });

  it('a job in parts: passes of several processes share the parts, each part runs once; a dead one\'s part after its lease', async () => {
    const teile: number[] = [];
    // The first part waits until a second one runs (at most 5 s): so the other pass has claimed a part meanwhile,
    // however slowly the machine schedules the two passes.
    let zweiterLaeuft: () => void = () => undefined;
    const zweiter = new Promise<void>((r) => (zweiterLaeuft = r));
    const a: Auftrag = { name: 'monat', um: '13:30', teile: 4, fuer: (m) => m.key === mandanten.standard.key, ausfuehren: async (l) => {
      teile.push(l.teil);
      if (teile.length >= 2) zweiterLaeuft();
      await Promise.race([zweiter, new Promise((r) => setTimeout(r, 5_000))]);
    } };
    const d = { db, uhr, mandanten };
    uhr.stellen('2026-11-26T13:30:00+01:00');
    // Part 2 is held by a process that died at 13:30 with a lease of 10 minutes.
    await sql`insert into auftrag_lauf (mandant, auftrag, schluessel, zustand, begonnen, frist_bis)
      values (${mandanten.standard.key}, 'monat', '2026-11-26#2', 'LAEUFT', ${new Date('2026-11-26T13:30:00+01:00')}, ${new Date('2026-11-26T13:40:00+01:00')})`.execute(db);
    const ergebnisse = await Promise.all([faelligeAusfuehren(d, [a]), faelligeAusfuehren(d, [a])]);
    expect(teile.sort()).toEqual([0, 1, 3]);
    // On PostgreSQL both passes got work (on PGlite one connection serialises them, so the first may take all).
    if (art === 'postgres') expect(ergebnisse.every((e) => e.length > 0)).toBe(true);
    uhr.stellen('2026-11-26T13:41:00+01:00');
    await Promise.all([faelligeAusfuehren(d, [a]), faelligeAusfuehren(d, [a])]);
    expect(teile.sort()).toEqual([0, 1, 2, 3]);
  });
});
