import path from 'node:path';
import { pfadMit, type Endpoint, type ImportDatei } from '@ekp/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { appBauen } from '../src/app.ts';
import { mandantenLaden } from '../src/config/mandanten.ts';
import type { Db } from '../src/db/verbinden.ts';
import type { Dienste } from '../src/shared/dienste.ts';
import { importieren } from '../src/import/index.ts';
import type { Mail, Mailer } from '../src/shared/mail.ts';
import { festeUhr } from '../src/config/uhr.ts';
import { mitarbeiterTotp } from '../src/features/service/anmelden.ts';
import { erreichbar, PG_URL } from './postgres.ts';
import { pushErlaubnis } from '../src/shared/push/push-ziel.ts';

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
  /** Requests as this staff member of the service console (both sign-in steps on the first one). */
  alsMitarbeiter(kennung: string, opts?: { host?: string; mandant?: string; schritt?: number }): Zugang;
  /** Requests without a session. */
  anonym(host?: string): Zugang;
  /** One customer login, its answer as it comes: for tests that check what the login says (700, 702, 429, headers). */
  anmeldeversuch(kundennummer: string, opts?: Anmeldeversuch): Promise<LightMyRequestResponse>;
  schliessen(): Promise<void>;
}

/** Boots the whole app on a fresh database with a fixed clock; mails are collected unless a mailer is given. */
export async function bauen(art: DbArt, opts: { jetzt?: string; mailer?: Mailer; sitzungTtl?: number; vapid?: Dienste['vapid']; pushDienste?: string[]; trustProxy?: string | false } = {}): Promise<TestApp> {
  const { db, schliessen } = await testDatenbank(art);
  const uhr = festeUhr(opts.jetzt ?? '2026-11-18T10:00:00+01:00');
  const mails: Mail[] = [];
  const mailer: Mailer = opts.mailer ?? { senden: async (m) => void mails.push(m) };
  // The tests stand in for a reverse proxy on this machine, named as an operator would (EKP_TRUSTED_PROXIES).
  const app = await appBauen({ db, mandanten, uhr, mailer, sitzungTtl: opts.sitzungTtl ?? 900, vapid: opts.vapid, pushErlaubnis: pushErlaubnis(opts.pushDienste) }, { trustProxy: opts.trustProxy ?? 'loopback' });
  return {
    app,
    db,
    uhr,
    mails,
    als: (kundennummer, o = {}) => kundenZugang(app, kundennummer, o),
    alsMitarbeiter: (kennung, o = {}) => einmal(app, () => serviceAnmelden(app, uhr, kennung, o)),
    anonym: (host = STANDARD_HOST) => zugangMit(app, { host }),
    anmeldeversuch: (kundennummer, o) => anmeldeversuch(app, kundennummer, o),
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

export interface Anmeldeversuch {
  passwort?: string;
  host?: string;
  remoteAddress?: string;
}

/** The one place the customer login is posted by hand; test/anmeldung-von-hand.test.ts keeps it that way. */
export function anmeldeversuch(app: FastifyInstance, kundennummer: string, o: Anmeldeversuch = {}): Promise<LightMyRequestResponse> {
  const headers = { host: o.host ?? STANDARD_HOST, kundennummer, passwort: o.passwort ?? 'Geheim123!' };
  return app.inject({ method: 'POST', url: '/api/anschlussnutzer/login', headers, ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}) });
}

/** Logs in and returns the session headers for further requests (the auth tests' own; others take `t.als`). */
export async function anmelden(app: FastifyInstance, kundennummer: string, passwort = 'Geheim123!', host = STANDARD_HOST): Promise<Record<string, string>> {
  const res = await anmeldeversuch(app, kundennummer, { passwort, host });
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
  patch(ziel: Ziel, body: unknown, aufruf?: Aufruf): Promise<LightMyRequestResponse>;
  del(ziel: Ziel, aufruf?: Aufruf): Promise<LightMyRequestResponse>;
  /** The same session against another app (a second process on the same database). */
  auf(app: FastifyInstance): Zugang;
}

/** A customer's Zugang on any app: for tests that build their own (other options, several processes). */
export function kundenZugang(app: FastifyInstance, kundennummer: string, o: { host?: string; passwort?: string } = {}): Zugang {
  return einmal(app, () => anmelden(app, kundennummer, o.passwort ?? 'Geheim123!', o.host));
}

/** Requests with headers got elsewhere: a session from a password change, a made-up token, no session at all. */
export function zugangMit(app: FastifyInstance, kopf: Record<string, string>): Zugang {
  return zugang(app, () => Promise.resolve(kopf));
}

/** Signs in on the first request only; the same session serves every app it is moved to with `auf`. */
function einmal(app: FastifyInstance, anmeldung: () => Promise<Record<string, string>>): Zugang {
  let sitzung: Promise<Record<string, string>> | undefined;
  return zugang(app, () => (sitzung ??= anmeldung()));
}

/** The staff test secret and password: what `mitarbeiter()` in the service tests enrols. */
export const TEST_GEHEIMNIS = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const MITARBEITER_PASSWORT = 'Stadtwerk-2026!';

/** The current code of a staff secret at the test clock's time, `schritt` steps on. */
export function mitarbeiterCode(uhr: TestApp['uhr'], kennung: string, o: { geheimnis?: string; mandant?: string; schritt?: number } = {}): string {
  const mandant = mandanten.alle.find((m) => m.key === (o.mandant ?? 'musterstadt'))!;
  return mitarbeiterTotp(mandant, kennung, o.geheimnis ?? TEST_GEHEIMNIS).generate({ timestamp: uhr.jetzt().getTime() + (o.schritt ?? 0) * 30_000 });
}

/** Signs a staff member in through both steps and returns the staff headers (host, kennung, token). */
async function serviceAnmelden(app: FastifyInstance, uhr: TestApp['uhr'], kennung: string, o: { host?: string; mandant?: string; schritt?: number }): Promise<Record<string, string>> {
  const host = o.host ?? STANDARD_HOST;
  const a = await app.inject({ method: 'POST', url: '/api/service/anmelden', headers: { host, kennung, passwort: MITARBEITER_PASSWORT } });
  if (a.statusCode !== 200) throw new Error(`Anmeldung ${kennung}: ${a.statusCode} ${a.body}`);
  const { challenge } = a.json() as { challenge: string };
  const c = await app.inject({ method: 'POST', url: '/api/service/anmelden/code', headers: { host, kennung, challenge, code: mitarbeiterCode(uhr, kennung, o) } });
  if (c.statusCode !== 200) throw new Error(`Code ${kennung}: ${c.statusCode} ${c.body}`);
  return { host, kennung, token: String(c.headers.token) };
}

function zugang(app: FastifyInstance, kopf: () => Promise<Record<string, string>>): Zugang {
  const rufe: Zugang['rufe'] = async (ziel, a = {}) => {
    const methode = typeof ziel === 'string' ? (a.methode ?? 'GET') : ziel.methode;
    if (typeof ziel !== 'string' && a.methode && a.methode !== ziel.methode) throw new Error(`${ziel.methode} ${ziel.pfad} ist kein ${a.methode}`);
    const pfad = typeof ziel === 'string' ? ziel : pfadMit(ziel.pfad, a.params);
    const suche = new URLSearchParams(a.query).toString();
    const query = suche ? `?${suche}` : '';
    const payload = a.body === undefined ? {} : { payload: a.body as object };
    return app.inject({ method: methode, url: `/api${pfad}${query}`, headers: { ...(await kopf()), ...a.headers }, ...payload });
  };
  return {
    kopf,
    rufe,
    get: (ziel, a) => rufe(ziel, { ...a, methode: 'GET' }),
    post: (ziel, body, a) => rufe(ziel, { ...a, body, methode: 'POST' }),
    put: (ziel, body, a) => rufe(ziel, { ...a, body, methode: 'PUT' }),
    patch: (ziel, body, a) => rufe(ziel, { ...a, body, methode: 'PATCH' }),
    del: (ziel, a) => rufe(ziel, { ...a, methode: 'DELETE' }),
    auf: (andere) => zugang(andere, kopf),
  };
}
