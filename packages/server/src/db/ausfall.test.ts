import { betriebTexte } from '@ekp/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appBauen } from '../app.ts';
import { datenbankOeffnen } from './oeffnen.ts';
import { migrieren } from './migrieren.ts';
import { verbinden } from './verbinden.ts';
import { anmeldeversuch, DATENBANKEN, einspielen, kunde, mandanten, PG_URL } from '../../test/helper.ts';
import { festeUhr } from '../config/uhr.ts';

const dienste = (db: ReturnType<typeof verbinden>) => ({ db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: async () => {} }, sitzungTtl: 900 });

// A port nothing listens on (this test's range; see the brief).
const TOTER_PORT = 3217;

// A database outage is a 503 with a German text and Retry-After, and the process survives it.
describe('Datenbankausfall', () => {
  it('answers 503 with the German text and Retry-After while the database is unreachable', async () => {
    const db = verbinden({ databaseUrl: `postgres://postgres@127.0.0.1:${TOTER_PORT}/test`, connectTimeout: 1 });
    const app = await appBauen(dienste(db));
    try {
      const res = await anmeldeversuch(app, '1001');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ data: betriebTexte.voruebergehendNichtErreichbar });
      expect(res.headers['retry-after']).toBe('30');
      const bereit = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(bereit.statusCode).toBe(503);
      expect(bereit.json()).toEqual({ status: 'nicht_bereit', datenbank: 'nicht_erreichbar', migrationen: 'unbekannt' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('ends a start against an unreachable database within the connect timeout, naming host and port', async () => {
    await expect(datenbankOeffnen({ DATABASE_URL: `postgres://ekp:geheim@127.0.0.1:${TOTER_PORT}/ekp`, EKP_DATA_DIR: '/nicht/benutzt', EKP_DB_CONNECT_TIMEOUT: 1 })).rejects.toThrow(
      `Die Datenbank 127.0.0.1:${TOTER_PORT} (DATABASE_URL) ist nicht erreichbar: ECONNREFUSED`,
    );
  });

  it.runIf(DATENBANKEN.includes('postgres'))('serves the next requests after PostgreSQL terminated every connection of the server', async () => {
    const schema = `ekp_ausfall_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const anwendung = `ekp-${schema}`;
    const admin = verbinden({ databaseUrl: PG_URL, anwendung: `${anwendung}-admin` });
    await sql.raw(`create schema ${schema}`).execute(admin);
    const gemeldet: Error[] = [];
    const db = verbinden({ databaseUrl: PG_URL, schema, anwendung, beiVerbindungsfehler: (e) => void gemeldet.push(e) });
    await migrieren(db);
    await einspielen(db, { anschlussnutzer: [kunde('1001')] });
    const app = await appBauen(dienste(db));
    try {
      expect((await anmeldeversuch(app, '1001')).statusCode).toBe(200);
      const beendet = await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = ${anwendung}`.execute(admin);
      expect(beendet.rows[0]!.n).toBeGreaterThan(0);
      // The pool learns of the dropped connections asynchronously; an answer in between may be a 503, never a crash.
      await expect.poll(async () => (await anmeldeversuch(app, '1001')).statusCode, { timeout: 10_000 }).toBe(200);
      expect(gemeldet.length).toBeGreaterThan(0);
    } finally {
      await app.close();
      await db.destroy();
      await sql.raw(`drop schema ${schema} cascade`).execute(admin);
      await admin.destroy();
    }
  });
});
