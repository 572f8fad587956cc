import { describe, expect, it } from 'vitest';
import { DATENBANKEN, PG_URL } from '../../test/helper.ts';
import { poolErstellen, WartenderPool } from './verbinden.ts';

// Found in a load test: with more requests than connections, the pool must make them wait, not fail after
// the connect timeout (pg.Pool applies that timeout to the wait for a busy pool as well).
describe.skipIf(!DATENBANKEN.includes('postgres'))('WartenderPool (PostgreSQL)', () => {
  it('lets 20 queries through 1 connection although the last ones wait longer than the connect timeout', async () => {
    const pool = poolErstellen({ databaseUrl: PG_URL, connectTimeout: 0.2 }) as WartenderPool;
    const klein = new WartenderPool({ connectionString: PG_URL, max: 1, connectionTimeoutMillis: 1000 }, 30_000);
    try {
      expect(pool).toBeInstanceOf(WartenderPool);
      const start = Date.now();
      const ergebnisse = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => klein.query('select $1::int as i, pg_sleep(0.1)', [i])));
      expect(ergebnisse.filter((e) => e.status === 'rejected')).toEqual([]);
      expect(ergebnisse.map((e) => (e.status === 'fulfilled' ? e.value.rows[0].i : null))).toEqual(Array.from({ length: 20 }, (_, i) => i));
      // 20 × 100 ms over 1 connection: the last ones waited well beyond the 1 s connect timeout.
      expect(Date.now() - start).toBeGreaterThan(1900);
      expect(klein.totalCount).toBe(1);
      // Checked-out clients (Kysely's way) take the same line and give their place back on release.
      const erster = await klein.connect();
      const zweiter = klein.connect();
      const dritter = klein.connect();
      expect(klein.wartend).toBe(2);
      erster.release();
      (await zweiter).release();
      (await dritter).release();
      expect(klein.wartend).toBe(0);
    } finally {
      await klein.end();
      await pool.end();
    }
  });

  it('gives up after its own waiting limit with an error', async () => {
    const klein = new WartenderPool({ connectionString: PG_URL, max: 1, connectionTimeoutMillis: 5000 }, 300);
    try {
      const c = await klein.connect();
      await expect(klein.connect()).rejects.toThrow(/timeout exceeded when trying to connect: waited 300 ms/);
      c.release();
      const d = await klein.connect();
      d.release();
    } finally {
      await klein.end();
    }
  });

  it('gives the place back when a connect fails or a client is released with an error', async () => {
    // Port 1 refuses: without its place back, the second query would wait out the 2 s limit instead.
    const tot = new WartenderPool({ connectionString: 'postgres://postgres@127.0.0.1:1/x', max: 1, connectionTimeoutMillis: 1000 }, 2000);
    const klein = new WartenderPool({ connectionString: PG_URL, max: 1, connectionTimeoutMillis: 1000 }, 2000);
    try {
      for (let i = 0; i < 2; i++) await expect(tot.query('select 1')).rejects.toThrow(/ECONNREFUSED/);
      await expect(tot.connect()).rejects.toThrow(/ECONNREFUSED/);
      const c = await klein.connect();
      c.release(new Error('kaputt'));
      expect((await klein.query('select 1 as eins')).rows[0].eins).toBe(1);
      const d = await klein.connect();
      d.release();
      expect(klein.wartend).toBe(0);
    } finally {
      await tot.end();
      await klein.end();
    }
  });
});
