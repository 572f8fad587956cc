import path from 'node:path';
import { pfadMit, type Endpoint, type ImportDatei } from '@ekp/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { appBauen } from '../src/app.ts';
import { mandantenLaden } from '../src/config/mandanten.ts';
import type { Db } from '../src/db/verbinden.ts';
import type { Dienste } from '../src/shared/dienste.ts';
import { importieren } from '../src/import/index.ts';
import type { Mail, Mailer } from '../src/shared/mail.ts';
import { festeUhr } from '../src/shared/uhr.ts';
import { erreichbar, PG_URL } from './postgres.ts';

export { PG_URL } from './postgres.ts';
import { pgliteLeihen, schemaLeihen } from './datenbank-pool.ts';

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

/** A fresh, migrated database: PGlite in memory, or a schema of its own on the server (pooled, emptied before each test). */
export function testDatenbank(art: DbArt): Promise<{ db: Db; schliessen(): Promise<void> }> {
  return art === 'pglite' ? pgliteLeihen() : schemaLeihen();
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  uhr: ReturnType<typeof festeUhr>;
  mails: Mail[];
  /** Requests as this customer (logs in on the first one); see Zugang. */
  als(kundennummer: string, opts?: { host?: string; passwort?: string }): Zugang;
  /** Requests without a session. */
  anonym(host?: string): Zugang;
  schliessen(): Promise<void>;
}

/** Boots the whole app on a fresh database with a fixed clock; mails are collected unless a mailer is given. */
export async function bauen(art: DbArt, opts: { jetzt?: string; mailer?: Mailer; sitzungTtl?: number; vapid?: Dienste['vapid'] } = {}): Promise<TestApp> {
  const { db, schliessen } = await testDatenbank(art);
  const uhr = festeUhr(opts.jetzt ?? '2026-11-18T10:00:00+01:00');
  const mails: Mail[] = [];
  const mailer: Mailer = opts.mailer ?? { senden: async (m) => void mails.push(m) };
  const app = await appBauen({ db, mandanten, uhr, mailer, sitzungTtl: opts.sitzungTtl ?? 900, vapid: opts.vapid });
  return {
    app,
    db,
    uhr,
    mails,
    als: (kundennummer, o = {}) => zugang(app, { kundennummer, passwort: o.passwort ?? 'Geheim123!' }, o.host),
    anonym: (host) => zugang(app, null, host),
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

/** One call: the path's `:params`, the query, the body and extra headers. */
export interface Aufruf {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A path under /api ('/V1/zaehler') or a contract endpoint (its params come in Aufruf.params). */
export type Ziel = string | Endpoint;

/**
 * Requests as one customer, like fastify/demo's injectWithLogin: `t.als('1001').get('/V1/zaehler')` or
 * `t.als('1001').rufe(ablesungenApi.zaehler, { params: { vertragId: 'V1' } })`. Each Zugang logs in once,
 * on its first request; take a new one after moving the clock past the session's lifetime.
 */
export interface Zugang {
  /** The session headers (host, kundennummer, token), or only the host without a session. */
  kopf(): Promise<Record<string, string>>;
  rufe(ziel: Ziel, aufruf?: Aufruf & { methode?: Endpoint['methode'] }): Promise<LightMyRequestResponse>;
  get(ziel: Ziel, aufruf?: Aufruf): Promise<LightMyRequestResponse>;
  post(ziel: Ziel, body: unknown, aufruf?: Aufruf): Promise<LightMyRequestResponse>;
  put(ziel: Ziel, body: unknown, aufruf?: Aufruf): Promise<LightMyRequestResponse>;
  del(ziel: Ziel, aufruf?: Aufruf): Promise<LightMyRequestResponse>;
}

function zugang(app: FastifyInstance, wer: { kundennummer: string; passwort: string } | null, host = STANDARD_HOST): Zugang {
  let sitzung: Promise<Record<string, string>> | undefined;
  const kopf = () => (sitzung ??= wer ? anmelden(app, wer.kundennummer, wer.passwort, host) : Promise.resolve({ host }));
  const rufe: Zugang['rufe'] = async (ziel, a = {}) => {
    const methode = typeof ziel === 'string' ? (a.methode ?? 'GET') : ziel.methode;
    if (typeof ziel !== 'string' && a.methode && a.methode !== ziel.methode) throw new Error(`${ziel.methode} ${ziel.pfad} ist kein ${a.methode}`);
    const pfad = typeof ziel === 'string' ? ziel : pfadMit(ziel.pfad, a.params);
    const query = a.query ? `?${new URLSearchParams(a.query)}` : '';
    const payload = a.body === undefined ? {} : { payload: a.body as object };
    return app.inject({ method: methode, url: `/api${pfad}${query}`, headers: { ...(await kopf()), ...a.headers }, ...payload });
  };
  return {
    kopf,
    rufe,
    get: (ziel, a) => rufe(ziel, { ...a, methode: 'GET' }),
    post: (ziel, body, a) => rufe(ziel, { ...a, body, methode: 'POST' }),
    put: (ziel, body, a) => rufe(ziel, { ...a, body, methode: 'PUT' }),
    del: (ziel, a) => rufe(ziel, { ...a, methode: 'DELETE' }),
  };
}
