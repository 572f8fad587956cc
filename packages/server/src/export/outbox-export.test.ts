import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATENBANKEN, einspielen, kunde, testDatenbank } from '../../test/helper.ts';
import type { Db } from '../db/verbinden.ts';
import { inOutbox } from '../shared/outbox.ts';
import { outboxExportieren, type ExportOptionen, type ExportZeile } from './outbox-export.ts';

describe.each(DATENBANKEN)('Export der Outbox (%s)', (art) => {
  let db: Db;
  let schliessen: () => Promise<void>;
  beforeEach(async () => {
    ({ db, schliessen } = await testDatenbank(art));
    await einspielen(db, { anschlussnutzer: [kunde('1001', { vertraege: [{ id: 'V1', versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', strasse: 'A', hausnummer: '1', plz: '12345', ort: 'B', kundenArt: 'Haushaltskunde' }] })] });
    await einspielen(db, { anschlussnutzer: [kunde('2001')] }, 'nordlicht');
  });
  afterEach(() => schliessen());

  const eintrag = (mandant: string, outboxArt: 'kuendigung' | 'kontaktdaten', kundennummer: string, vertragId: string | null, payload: unknown) =>
    db.transaction().execute((trx) => inOutbox(trx, { mandant, art: outboxArt, kundennummer, vertragId, payload }));

  const exportieren = async (optionen: ExportOptionen = {}, jetzt = new Date('2026-11-18T12:00:00Z')) => {
    const zeilen: string[] = [];
    const anzahl = await outboxExportieren(db, optionen, (z) => void zeilen.push(z), jetzt);
    expect(anzahl).toBe(zeilen.length);
    return zeilen.map((z) => JSON.parse(z) as ExportZeile);
  };

  it('prints each new entry as one JSON line and marks it, so the next run prints only new ones', async () => {
    await eintrag('musterstadt', 'kuendigung', '1001', 'V1', { grund: 'AUSZUG', datum: '2026-11-20' });
    await eintrag('nordlicht', 'kontaktdaten', '2001', null, { email: 'neu@example.org' });

    const erste = await exportieren();
    expect(erste.map(({ created: _created, id: _id, ...rest }) => rest)).toEqual([
      { kind: 'kuendigung', tenant: 'musterstadt', kundennummer: '1001', contract: 'V1', payload: { grund: 'AUSZUG', datum: '2026-11-20' } },
      { kind: 'kontaktdaten', tenant: 'nordlicht', kundennummer: '2001', contract: null, payload: { email: 'neu@example.org' } },
    ]);
    expect(erste.every((z) => !Number.isNaN(Date.parse(z.created)))).toBe(true);
    expect(await db.selectFrom('outbox').select('exportiert').execute()).toEqual([
      { exportiert: new Date('2026-11-18T12:00:00Z') },
      { exportiert: new Date('2026-11-18T12:00:00Z') },
    ]);

    expect(await exportieren()).toEqual([]);
    await eintrag('musterstadt', 'kuendigung', '1001', 'V1', { grund: 'ANBIETERWECHSEL' });
    expect((await exportieren()).map((z) => z.payload)).toEqual([{ grund: 'ANBIETERWECHSEL' }]);
  });

  it('prints everything again with --all, without moving the first export time', async () => {
    await eintrag('musterstadt', 'kuendigung', '1001', 'V1', { n: 1 });
    await exportieren();
    await eintrag('musterstadt', 'kuendigung', '1001', 'V1', { n: 2 });
    const alle = await exportieren({ alle: true }, new Date('2026-11-19T12:00:00Z'));
    expect(alle.map((z) => z.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    const zeiten = await db.selectFrom('outbox').select('exportiert').orderBy('id').execute();
    expect(zeiten.map((z) => z.exportiert?.toISOString())).toEqual(['2026-11-18T12:00:00.000Z', '2026-11-19T12:00:00.000Z']);
    expect(await exportieren()).toEqual([]);
  });

  it('limits to one tenant with --mandant and leaves the others for later', async () => {
    await eintrag('musterstadt', 'kuendigung', '1001', 'V1', { n: 1 });
    await eintrag('nordlicht', 'kontaktdaten', '2001', null, { n: 2 });
    expect((await exportieren({ mandant: 'nordlicht' })).map((z) => z.tenant)).toEqual(['nordlicht']);
    expect((await exportieren()).map((z) => z.tenant)).toEqual(['musterstadt']);
  });

  it('limits to entries created at or after --since', async () => {
    await eintrag('musterstadt', 'kuendigung', '1001', 'V1', { n: 1 });
    const [{ erstellt }] = await db.selectFrom('outbox').select('erstellt').execute() as [{ erstellt: Date }];
    expect(await exportieren({ seit: new Date(erstellt.getTime() + 1) })).toEqual([]);
    expect((await exportieren({ seit: erstellt })).map((z) => z.payload)).toEqual([{ n: 1 }]);
  });

  it('marks nothing when printing fails, so the next run prints the entries again', async () => {
    await eintrag('musterstadt', 'kuendigung', '1001', 'V1', { n: 1 });
    await expect(outboxExportieren(db, {}, () => Promise.reject(new Error('Pipe geschlossen')), new Date())).rejects.toThrow('Pipe geschlossen');
    expect((await exportieren()).map((z) => z.payload)).toEqual([{ n: 1 }]);
  });

  it('pages through more entries than one page holds', async () => {
    await db.insertInto('outbox').values(Array.from({ length: 1203 }, (_, i) => ({ mandant: 'musterstadt', art: 'kuendigung', kundennummer: '1001', vertrag_id: 'V1', payload: JSON.stringify({ i }) }))).execute();
    const zeilen = await exportieren();
    expect(zeilen).toHaveLength(1203);
    expect(zeilen.at(-1)?.payload).toEqual({ i: 1202 });
    expect(await exportieren()).toEqual([]);
  });

  // 233 of 501 real lines collided on (kind, tenant, contract, created); the id does not.
  it('gives each line the stable unique id of its outbox entry', async () => {
    for (let i = 0; i < 5; i++) await eintrag('musterstadt', 'kuendigung', '1001', 'V1', { i });
    const erste = await exportieren();
    expect(new Set(erste.map((z) => z.id)).size).toBe(5);
    expect(erste.every((z) => Number.isInteger(z.id))).toBe(true);
    const wieder = await exportieren({ alle: true });
    expect(wieder.map((z) => [z.id, z.payload])).toEqual(erste.map((z) => [z.id, z.payload]));
  });

  it('exports at most --limit entries per run and the rest in the next runs', async () => {
    for (let i = 0; i < 5; i++) await eintrag('musterstadt', 'kuendigung', '1001', 'V1', { i });
    expect((await exportieren({ limit: 2 })).map((z) => z.payload)).toEqual([{ i: 0 }, { i: 1 }]);
    expect((await exportieren({ limit: 2 })).map((z) => z.payload)).toEqual([{ i: 2 }, { i: 3 }]);
    expect((await exportieren({ limit: 2 })).map((z) => z.payload)).toEqual([{ i: 4 }]);
    expect(await exportieren({ limit: 2 })).toEqual([]);
  });

  // Two runs at once (PostgreSQL: PGlite has one connection, so its runs cannot overlap).
  it.runIf(art === 'postgres')('exports each entry once when two exports run at the same time', async () => {
    await db.insertInto('outbox').values(Array.from({ length: 30 }, (_, i) => ({ mandant: 'musterstadt', art: 'kuendigung', kundennummer: '1001', vertrag_id: 'V1', payload: JSON.stringify({ i }) }))).execute();
    const a: number[] = [];
    const b: number[] = [];
    let weiter!: () => void;
    const halten = new Promise<void>((r) => (weiter = r));
    let gestartet!: () => void;
    const erstePage = new Promise<void>((r) => (gestartet = r));
    // Run A takes a batch of 10 and holds it (printing is slow) while run B runs completely.
    const laufA = outboxExportieren(db, { limit: 10 }, async (z) => {
      a.push((JSON.parse(z) as ExportZeile).id);
      gestartet();
      await halten;
    }, new Date());
    await erstePage;
    await outboxExportieren(db, {}, (z) => void b.push((JSON.parse(z) as ExportZeile).id), new Date());
    weiter();
    await laufA;
    expect(a).toHaveLength(10);
    expect(b).toHaveLength(20);
    expect(new Set([...a, ...b]).size).toBe(30);
    expect(await exportieren()).toEqual([]);
  });
});
