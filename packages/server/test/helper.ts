import path from 'node:path';
import type { ImportDatei } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { appBauen } from '../src/app.ts';
import { mandantenLaden } from '../src/config/mandanten.ts';
import { migrieren } from '../src/db/migrieren.ts';
import type { PGlite } from '@electric-sql/pglite';
import { neuesPglite, ueberPglite, verbinden, type Db } from '../src/db/verbinden.ts';
import { importieren } from '../src/import/index.ts';
import type { Mail, Mailer } from '../src/shared/mail.ts';
import { festeUhr } from '../src/shared/uhr.ts';
import { erreichbar, PG_URL } from './postgres.ts';

export { PG_URL } from './postgres.ts';

export type DbArt = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when one is reachable. With EKP_TEST_POSTGRES=pflicht (CI) an unreachable
 * PostgreSQL fails the run instead of silently dropping a third of the server tests. Use with describe.each.
 */
export const DATENBANKEN: DbArt[] = await datenbankenWaehlen();

async function datenbankenWaehlen(): Promise<DbArt[]> {
  if (await erreichbar(PG_URL)) return ['pglite', 'postgres'];
  if (process.env.EKP_TEST_POSTGRES === 'pflicht') {
    throw new Error(`EKP_TEST_POSTGRES=pflicht, aber unter ${new URL(PG_URL).host} antwortet kein PostgreSQL (EKP_TEST_DATABASE_URL).`);
  }
  return ['pglite'];
}

export const mandanten = mandantenLaden(path.resolve(import.meta.dirname, '../mandanten.json'));
export const STANDARD_HOST = 'localhost';
export const NORDLICHT_HOST = 'nordlicht.localhost';

let vorlage: Promise<PGlite> | undefined;
/** One migrated PGlite per test worker; every test gets a clone of it, which takes milliseconds. */
function pgliteVorlage(): Promise<PGlite> {
  vorlage ??= (async () => {
    const pg = neuesPglite();
    await migrieren(ueberPglite(pg));
    return pg;
  })();
  return vorlage;
}

/** A fresh, migrated database: PGlite in memory, or a schema of its own on the server, dropped at the end. */
export async function testDatenbank(art: DbArt): Promise<{ db: Db; schliessen(): Promise<void> }> {
  if (art === 'pglite') {
    const muster = await pgliteVorlage();
    const klon = (await muster.clone()) as PGlite;
    // clone() does not carry the parsers over: without them dates would come back as Date objects.
    klon.parsers = { ...klon.parsers, ...muster.parsers };
    const db = ueberPglite(klon);
    return { db, schliessen: () => db.destroy() };
  }
  const schema = `ekp_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = verbinden({ databaseUrl: PG_URL });
  await sql.raw(`create schema ${schema}`).execute(admin);
  const db = verbinden({ databaseUrl: PG_URL, schema });
  await migrieren(db);
  return {
    db,
    async schliessen() {
      await db.destroy();
      await sql.raw(`drop schema ${schema} cascade`).execute(admin);
      await admin.destroy();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  uhr: ReturnType<typeof festeUhr>;
  mails: Mail[];
  schliessen(): Promise<void>;
}

/** Boots the whole app on a fresh database with a fixed clock; mails are collected unless a mailer is given. */
export async function bauen(art: DbArt, opts: { jetzt?: string; mailer?: Mailer; sitzungTtl?: number } = {}): Promise<TestApp> {
  const { db, schliessen } = await testDatenbank(art);
  const uhr = festeUhr(opts.jetzt ?? '2026-11-18T10:00:00+01:00');
  const mails: Mail[] = [];
  const mailer: Mailer = opts.mailer ?? { senden: async (m) => void mails.push(m) };
  const app = await appBauen({ db, mandanten, uhr, mailer, sitzungTtl: opts.sitzungTtl ?? 900 });
  return {
    app,
    db,
    uhr,
    mails,
    async schliessen() {
      await app.close();
      await schliessen();
    },
  };
}

/** Loads customers through the real importer, into the default tenant unless one is named. */
export async function einspielen(db: Db, datei: ImportDatei, mandant = 'musterstadt'): Promise<void> {
  await importieren(db, datei, mandant, mandanten.alle.map((m) => m.key));
}

/** A minimal customer; override what a test cares about. */
export function kunde(kundennummer: string, extra: Partial<NonNullable<ImportDatei['anschlussnutzer']>[number]> = {}) {
  return { kundennummer, passwort: 'Geheim123!', anrede: 'Herr' as const, vorname: 'Test', nachname: `Kunde ${kundennummer}`, email: `${kundennummer}@example.org`, kundenArt: 'Haushaltskunde' as const, ...extra };
}

/** Logs in and returns the session headers for further requests. */
export async function anmelden(app: FastifyInstance, kundennummer: string, passwort = 'Geheim123!', host = STANDARD_HOST): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/anschlussnutzer/login', headers: { host, kundennummer, passwort } });
  if (res.statusCode !== 200) throw new Error(`Anmeldung ${kundennummer} fehlgeschlagen: ${res.statusCode} ${res.body}`);
  return { host, kundennummer, token: String(res.headers.token) };
}
