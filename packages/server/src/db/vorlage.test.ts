import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { DATENBANKEN, einspielen, kunde, testDatenbank } from '../../test/helper.ts';
import { poolVon } from './verbinden.ts';
import { bauer, lesen, vorlage } from './vorlage.ts';

describe('vorlage', () => {
  it('puts each value where the builder used it, whatever the order in the SQL', () => {
    const finden = vorlage(2, (kundennummer: string, mandant: string) => bauer.selectFrom('sitzung').select('ablauf').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer));
    const q = finden('1001', 'musterstadt');
    expect(q.sql).toBe('select "ablauf" from "sitzung" where "mandant" = $1 and "kundennummer" = $2');
    expect(q.parameters).toEqual(['musterstadt', '1001']);
    expect(finden('1002', 'nordlicht').parameters).toEqual(['nordlicht', '1002']);
  });

  it('refuses a constant value in the builder, which every run would silently reuse', () => {
    expect(() => vorlage(1, (mandant: string) => bauer.selectFrom('sitzung').select('ablauf').where('mandant', '=', mandant).where('kundennummer', '=', '1001'))).toThrow(/keine Marke/);
  });
});

describe.each(DATENBANKEN)('lesen (%s)', (art) => {
  it('gives the rows Kysely gives; on PostgreSQL with one pool.query of a named statement, on PGlite through Kysely', async () => {
    const { db, schliessen } = await testDatenbank(art);
    try {
      await einspielen(db, { anschlussnutzer: [kunde('1001')] });
      const finden = vorlage(2, (mandant: string, kundennummer: string) =>
        bauer.selectFrom('anschlussnutzer').select(['kundennummer', 'kunden_art as kundenArt']).where('mandant', '=', mandant).where('kundennummer', '=', kundennummer),
      );
      const pool = poolVon(db);
      expect(pool !== undefined).toBe(art === 'postgres');
      const direkt = pool && vi.spyOn(pool, 'query');
      const zeilen = await lesen(db, finden('musterstadt', '1001'));
      expect(zeilen).toEqual([{ kundennummer: '1001', kundenArt: 'Haushaltskunde' }]);
      expect(zeilen).toEqual((await db.executeQuery(finden('musterstadt', '1001'))).rows);
      if (direkt) expect(direkt).toHaveBeenCalledTimes(1);
      expect(await lesen(db, finden('musterstadt', '9999'))).toEqual([]);
      if (pool) {
        // Parsed and planned once per connection: PostgreSQL holds the template as a named statement.
        const verbindung = await (pool as unknown as pg.Pool).connect();
        try {
          const { rows } = await verbindung.query<{ statement: string }>(`select statement from pg_prepared_statements where name like 'vorlage\\_%'`);
          expect(rows.map((r) => r.statement)).toContain(finden('', '').sql);
        } finally {
          verbindung.release();
        }
      }
    } finally {
      await schliessen();
    }
  });
});
