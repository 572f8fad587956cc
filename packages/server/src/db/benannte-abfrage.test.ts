import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DATENBANKEN, PG_URL } from '../../test/helper.ts';
import { poolLesen } from './benannte-abfrage.ts';
import { poolErstellen } from './verbinden.ts';

// Every type the portal's reads bring back, with our parsers (db/verbinden.ts): int8 and numeric as numbers, date as text.
const TEXT =
  'select $1::int8 as zahl, $2::numeric as betrag, $3::date as tag, $4::timestamptz as zeit, $5::text[] as liste, $6::text as leer, $7::boolean as ja';
const WERTE = ['9007199254740', '12.345', '2026-11-30', new Date('2026-11-30T06:00:00.000Z'), ['a', 'b,c'], null, true];

/** A pool of `max` connections that counts the row descriptions PostgreSQL sends. */
function zaehlenderPool(max: number): { pool: pg.Pool; beschreibungen: () => number } {
  const pool = poolErstellen({ databaseUrl: PG_URL, poolGroesse: max });
  let n = 0;
  pool.on('connect', (client) => void (client as unknown as { connection: pg.Connection }).connection.on('rowDescription', () => n++));
  return { pool, beschreibungen: () => n };
}

describe.skipIf(!DATENBANKEN.includes('postgres'))('BenannteAbfrage (PostgreSQL)', () => {
  it('gives the rows pg gives, but asks for the row description once per connection where pg asks every run', async () => {
    const mit = zaehlenderPool(1);
    const ohne = zaehlenderPool(1);
    try {
      const erwartet = [{ zahl: 9007199254740, betrag: 12.345, tag: '2026-11-30', zeit: new Date('2026-11-30T06:00:00.000Z'), liste: ['a', 'b,c'], leer: null, ja: true }];
      for (let i = 0; i < 3; i++) {
        expect((await poolLesen(mit.pool, { name: 'benannt_typen', text: TEXT }, WERTE)).rows).toEqual(erwartet);
        expect((await ohne.pool.query({ name: 'benannt_typen', text: TEXT }, WERTE)).rows).toEqual(erwartet);
      }
      expect(mit.beschreibungen()).toBe(1);
      expect(ohne.beschreibungen()).toBe(3);
      // Other values on the known statement: bound as pg binds them, parsed with the kept parsers.
      const andere = ['-1', '0', '2027-01-01', new Date('2027-01-01T00:00:00.000+01:00'), [], 'x', false];
      expect((await poolLesen(mit.pool, { name: 'benannt_typen', text: TEXT }, andere)).rows).toEqual([
        { zahl: -1, betrag: 0, tag: '2027-01-01', zeit: new Date('2026-12-31T23:00:00.000Z'), liste: [], leer: 'x', ja: false },
      ]);
      expect(mit.beschreibungen()).toBe(1);
    } finally {
      await mit.pool.end();
      await ohne.pool.end();
    }
  });

  it('fails a run as pg does and asks for the description again on the next run', async () => {
    const { pool, beschreibungen } = zaehlenderPool(1);
    try {
      const text = 'select $1::int as i';
      expect((await poolLesen(pool, { name: 'benannt_fehler', text }, ['1'])).rows).toEqual([{ i: 1 }]);
      // PostgreSQL refuses the value at Bind, on a run that did not describe.
      await expect(poolLesen(pool, { name: 'benannt_fehler', text }, ['eins'])).rejects.toMatchObject({ code: '22P02' });
      expect((await poolLesen(pool, { name: 'benannt_fehler', text }, ['2'])).rows).toEqual([{ i: 2 }]);
      expect(beschreibungen()).toBe(2);
      // The connection is the same one throughout: nothing was left half done on it.
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('keeps a description per connection: a second connection asks for its own', async () => {
    const { pool, beschreibungen } = zaehlenderPool(2);
    try {
      // pg_sleep holds the first connection, so the second run opens another one.
      const text = 'select $1::int as i, pg_sleep(0.05)::text as s';
      const laeufe = await Promise.all([0, 1, 2, 3].map((i) => poolLesen(pool, { name: 'benannt_zwei', text }, [String(i)])));
      expect(laeufe.map((l) => l.rows[0])).toEqual([0, 1, 2, 3].map((i) => ({ i, s: '' })));
      expect(pool.totalCount).toBe(2);
      expect(beschreibungen()).toBe(2);
    } finally {
      await pool.end();
    }
  });

  it('refuses a second text under a name a connection already knows, as pg does', async () => {
    const { pool } = zaehlenderPool(1);
    try {
      await poolLesen(pool, { name: 'benannt_doppelt', text: 'select 1 as a' }, []);
      await expect(poolLesen(pool, { name: 'benannt_doppelt', text: 'select 2 as a' }, [])).rejects.toThrow(/Prepared statements must be unique/);
      expect((await poolLesen(pool, { name: 'benannt_doppelt', text: 'select 1 as a' }, [])).rows).toEqual([{ a: 1 }]);
      // A plain text goes as pg's own query.
      expect((await poolLesen(pool, 'select $1::int as b', ['3'])).rows).toEqual([{ b: 3 }]);
    } finally {
      await pool.end();
    }
  });
});
