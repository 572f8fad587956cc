import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { Lesespeicher } from './lesespeicher.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import type { Sichten, Tabellen } from './tabellen.ts';

export type Db = Kysely<Tabellen & Sichten>;

/** What db/vorlage.ts `lesen` reads through: a pg pool, or the replicas' distributor (db/replikate.ts). */
export interface LesePool {
  /** A `{ name, text }` is a named (prepared) statement (db/vorlage.ts `vorbereitet`). */
  query(sql: string | { name: string; text: string }, werte: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The pool under each Kysely instance made here on PostgreSQL (db/vorlage.ts `lesen` reads through it). */
const pools = new WeakMap<Db, LesePool>();

export function poolVon(db: Db): LesePool | undefined {
  return pools.get(db);
}

/** The read store of each Kysely instance made here on PGlite (db/lesespeicher.ts); none on PostgreSQL or in a transaction. */
const speicher = new WeakMap<Db, Lesespeicher>();

export function lesespeicherVon(db: Db): Lesespeicher | undefined {
  return speicher.get(db);
}

// Same value shapes on both engines: SQL dates as YYYY-MM-DD strings, bigint and numeric as numbers.
const DATE = 1082;
const INT8 = 20;
const NUMERIC = 1700;
const parsers = {
  [DATE]: (v: string) => v,
  [INT8]: (v: string) => Number(v),
  [NUMERIC]: (v: string) => Number(v),
};

export interface Verbindungsziel {
  /** postgres://… for a server; otherwise PGlite in `datenverzeichnis` (undefined: in memory). */
  databaseUrl?: string | undefined;
  datenverzeichnis?: string | undefined;
  /** PostgreSQL schema to use (tests run each in a schema of their own). */
  schema?: string | undefined;
  /** Seconds to wait for a new connection (EKP_DB_CONNECT_TIMEOUT); default 5. */
  connectTimeout?: number | undefined;
  /** Seconds a request may wait for a free pool connection (EKP_DB_POOL_WARTEN); default 60. */
  poolWarten?: number | undefined;
  /** Connections of this process's pool (EKP_DB_POOL); default 10. */
  poolGroesse?: number | undefined;
  /** Seconds a statement may run before PostgreSQL cancels it (EKP_DB_STATEMENT_TIMEOUT); default 15. */
  statementTimeout?: number | undefined;
  /** application_name of the connections (pg_stat_activity); default ekp. */
  anwendung?: string | undefined;
  /** Told about a connection the server dropped (restart, failover, pg_terminate_backend). */
  beiVerbindungsfehler?: ((fehler: Error) => void) | undefined;
}

export function verbinden(ziel: Verbindungsziel): Db {
  if (ziel.databaseUrl) return ueberPool(poolErstellen({ ...ziel, databaseUrl: ziel.databaseUrl }));
  return ueberPglite(neuesPglite(ziel.datenverzeichnis));
}

/** A Kysely over a pg pool, or over anything that hands out connections like one (db/replikate.ts). */
export function ueberPool(pool: pg.Pool | (PostgresPool & LesePool)): Db {
  const db = new Kysely<Tabellen & Sichten>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** pg.Pool's checkout callback. */
type Rueckruf = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pg pool whose callers wait in line for a free connection as long as it takes (up to `wartenMs`), where
 * pg.Pool fails them after connectionTimeoutMillis: that timeout is meant for opening a connection, but
 * pg.Pool applies it to the wait for a busy pool too, so 1,000 customers at once got 503s instead of
 * slower answers in a load test. Here at most `max` callers are inside pg.Pool at once, so it
 * never queues; the rest wait in this FIFO. Opening a connection still times out as configured.
 */
export class WartenderPool extends pg.Pool {
  #frei: number;
  readonly #warteschlange: Array<{ rueckruf: Rueckruf; frist: number }> = [];
  readonly #wartenMs: number;
  /** One timer for the oldest waiter (FIFO, the same limit for all: it is the first to run out). */
  #uhr: NodeJS.Timeout | undefined;

  constructor(config: pg.PoolConfig & { max: number }, wartenMs: number) {
    super(config);
    this.#frei = config.max;
    this.#wartenMs = wartenMs;
    // pg.Pool tells of every release, an erroneous one too, before the client is idle again or removed: the
    // place goes back here instead of through a release wrapper per checkout, which showed in the CPU profile.
    this.on('release', () => this.#zurueck());
  }

  /** Callers waiting for a connection (for the health page and the load test). */
  get wartend(): number {
    return this.#warteschlange.length;
  }

  #zurueck(): void {
    const naechster = this.#warteschlange.shift();
    // After pg.Pool's release has finished (the client is idle then), so pg.Pool never queues it itself.
    if (naechster) queueMicrotask(() => this.#holen(naechster.rueckruf));
    else this.#frei++;
  }

  #stellen(): void {
    const uhr = setTimeout(() => {
      this.#uhr = undefined;
      const jetzt = Date.now();
      while (this.#warteschlange.length > 0 && this.#warteschlange[0]!.frist <= jetzt) {
        // Worded as pg.Pool words it, so the error handler answers 503 with Retry-After (db/ausfall.ts).
        this.#warteschlange.shift()!.rueckruf(new Error(`timeout exceeded when trying to connect: waited ${this.#wartenMs} ms for a free connection`), undefined, () => {});
      }
      if (this.#warteschlange.length > 0) this.#stellen();
    }, Math.max(0, this.#warteschlange[0]!.frist - Date.now()));
    uhr.unref();
    this.#uhr = uhr;
  }

  /** pg.Pool's checkout, holding a place; a failed connect gives it back (a released client does so by the event). */
  #holen(rueckruf: Rueckruf): void {
    super.connect((fehler, client, done) => {
      if (fehler) {
        this.#zurueck();
        rueckruf(fehler, undefined, () => {});
      } else rueckruf(undefined, client, done);
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Rueckruf): void;
  override connect(callback?: Rueckruf): Promise<pg.PoolClient> | void {
    // Kysely checks out with a promise; pool.query() comes with a callback and takes no promise on its way.
    if (!callback) return new Promise((gut, schlecht) => this.connect((fehler, client) => (fehler ? schlecht(fehler) : gut(client!))));
    if (this.#frei > 0) {
      this.#frei--;
      return this.#holen(callback);
    }
    // Under load most requests wait here (100 at once, 10 connections): a queue entry, no timer or promise each.
    this.#warteschlange.push({ rueckruf: callback, frist: Date.now() + this.#wartenMs });
    if (!this.#uhr) this.#stellen();
  }
}

/** The pg pool of a server connection: our settings and type parsers, the same for primary and replicas. */
export function poolErstellen(ziel: Verbindungsziel & { databaseUrl: string }): pg.Pool {
  const pool = new WartenderPool({
    connectionString: ziel.databaseUrl,
    max: ziel.poolGroesse ?? 10,
    application_name: ziel.anwendung ?? 'ekp',
    connectionTimeoutMillis: Math.round((ziel.connectTimeout ?? 5) * 1000),
    statement_timeout: Math.round((ziel.statementTimeout ?? 15) * 1000),
    // Half-open connections after a failover are noticed by TCP instead of hanging until the OS gives up.
    keepAlive: true,
    // JIT compilation costs tens of milliseconds, more than any of our short queries run (measured in a benchmark).
    options: ['-c jit=off', ...(ziel.schema ? [`-c search_path=${ziel.schema}`] : [])].join(' '),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid in parsers ? parsers[oid as keyof typeof parsers] : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  }, Math.round((ziel.poolWarten ?? 60) * 1000));
  // A connection the server drops (restart, failover, pg_terminate_backend) emits `error` on its client,
  // idle or checked out; unhandled, that event ends the process. The pool drops a broken client on
  // release, and the next request connects anew, so a log line is all that is needed here.
  const melden = (e: Error) => ziel.beiVerbindungsfehler?.(e);
  pool.on('error', melden);
  pool.on('connect', (client) => void client.on('error', melden));
  return pool;
}

/** A PGlite with our type parsers; `abbild` starts it from a dumped data directory (the tests' migrated template). */
export function neuesPglite(datenverzeichnis?: string, abbild?: Blob): PGlite {
  // One options object: PGlite 0.5 drops the second argument when the first (dataDir) is undefined.
  return new PGlite({ ...(datenverzeichnis ? { dataDir: datenverzeichnis } : {}), ...(abbild ? { loadDataDir: abbild } : {}), parsers });
}

/** `offenLassen`: destroy() leaves the PGlite open (the tests lend one PGlite to many databases). */
export function ueberPglite(pglite: PGlite, offenLassen = false): Db {
  const lesespeicher = new Lesespeicher();
  const db = new Kysely<Tabellen & Sichten>({ dialect: new PgliteDialect(pglite, lesespeicher, offenLassen) });
  speicher.set(db, lesespeicher);
  return db;
}
