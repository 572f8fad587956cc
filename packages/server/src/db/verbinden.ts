import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteDialect } from './pglite-dialect.ts';
import type { Tabellen } from './tabellen.ts';

export type Db = Kysely<Tabellen>;

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
}

export function verbinden(ziel: Verbindungsziel): Db {
  if (ziel.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: ziel.databaseUrl,
      max: 10,
      // JIT compilation costs tens of milliseconds, more than any of our short queries run (issue #5 benchmark).
      options: ['-c jit=off', ...(ziel.schema ? [`-c search_path=${ziel.schema}`] : [])].join(' '),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid in parsers ? parsers[oid as keyof typeof parsers] : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<Tabellen>({ dialect: new PostgresDialect({ pool }) });
  }
  return ueberPglite(neuesPglite(ziel.datenverzeichnis));
}

export function neuesPglite(datenverzeichnis?: string): PGlite {
  // One options object: PGlite 0.5 drops the second argument when the first (dataDir) is undefined.
  return new PGlite({ ...(datenverzeichnis ? { dataDir: datenverzeichnis } : {}), parsers });
}

export function ueberPglite(pglite: PGlite): Db {
  return new Kysely<Tabellen>({ dialect: new PgliteDialect(pglite) });
}
