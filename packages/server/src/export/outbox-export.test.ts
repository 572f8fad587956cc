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
    expect(erste.map(({ created: _created, ...rest }) => rest)).toEqual([
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
});
