import type pg from 'pg';
import type { Env } from '../config/env.ts';
import { istDatenbankAusfall } from './ausfall.ts';
import { migrieren } from './migrieren.ts';
import { datenverzeichnisSperren } from './sperre.ts';
import { Replikate } from './replikate.ts';
import { poolVon, verbinden, type Db } from './verbinden.ts';

export interface OffeneDatenbank {
  db: Db;
  /** The read replicas of DATABASE_READ_URL, if any. */
  replikate?: Replikate | undefined;
  schliessen(): Promise<void>;
  beschreibung: string;
}

/** host:port of a postgres:// URL, without user or password, for messages. */
export function serverAdresse(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
}

type DbEnv = Pick<Env, 'DATABASE_URL' | 'EKP_DATA_DIR'> &
  Partial<Pick<Env, 'EKP_DB_CONNECT_TIMEOUT' | 'EKP_DB_STATEMENT_TIMEOUT' | 'EKP_DB_POOL' | 'DATABASE_READ_URL' | 'EKP_REPLIKAT_MAX_LAG'>>;

interface Optionen {
  beiVerbindungsfehler?: (e: Error) => void;
  /** Told when a read replica stops or starts serving. */
  beiReplikatWechsel?: (url: string, nutzbar: boolean, grund: string) => void;
}

/** Opens the database the environment names (locking PGlite's directory) and migrates it. */
export async function datenbankOeffnen(env: DbEnv, optionen: Optionen = {}): Promise<OffeneDatenbank> {
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new Error('DATABASE_READ_URL (Lesereplikate) geht nur zusammen mit DATABASE_URL (PostgreSQL-Server).');
  }
  if (env.DATABASE_URL) {
    const db = verbinden({
      databaseUrl: env.DATABASE_URL,
      connectTimeout: env.EKP_DB_CONNECT_TIMEOUT,
      statementTimeout: env.EKP_DB_STATEMENT_TIMEOUT,
      poolGroesse: env.EKP_DB_POOL,
      beiVerbindungsfehler: optionen.beiVerbindungsfehler,
    });
    try {
      await migrieren(db);
    } catch (e) {
      await db.destroy().catch(() => {});
      if (!istDatenbankAusfall(e)) throw e;
      // The start ends within the connect timeout and says where it tried (never the password).
      const grund = (e as { code?: string }).code ?? (e as Error).message;
      throw new Error(`Die Datenbank ${serverAdresse(env.DATABASE_URL)} (DATABASE_URL) ist nicht erreichbar: ${grund}`, { cause: e });
    }
    if (!env.DATABASE_READ_URL) return { db, schliessen: () => db.destroy(), beschreibung: 'PostgreSQL (DATABASE_URL)' };
    const replikate = new Replikate({
      urls: env.DATABASE_READ_URL,
      maxLagS: env.EKP_REPLIKAT_MAX_LAG ?? 1,
      primaer: poolVon(db) as pg.Pool,
      connectTimeout: env.EKP_DB_CONNECT_TIMEOUT,
      statementTimeout: env.EKP_DB_STATEMENT_TIMEOUT,
      poolGroesse: env.EKP_DB_POOL,
      beiVerbindungsfehler: optionen.beiVerbindungsfehler,
      beiWechsel: optionen.beiReplikatWechsel,
    });
    // One check before the first request, so healthy replicas serve from the start.
    await replikate.pruefen();
    return {
      db,
      replikate,
      async schliessen() {
        await replikate.schliessen();
        await db.destroy();
      },
      beschreibung: `PostgreSQL (DATABASE_URL) mit ${env.DATABASE_READ_URL.length} Lesereplikat(en)`,
    };
  }
  const freigeben = await datenverzeichnisSperren(env.EKP_DATA_DIR);
  try {
    const db = verbinden({ datenverzeichnis: `${env.EKP_DATA_DIR}/pglite` });
    await migrieren(db);
    return {
      db,
      async schliessen() {
        await db.destroy();
        await freigeben();
      },
      beschreibung: `PGlite in ${env.EKP_DATA_DIR}`,
    };
  } catch (e) {
    await freigeben();
    throw e;
  }
}
