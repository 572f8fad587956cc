import type { Env } from '../config/env.ts';
import { istDatenbankAusfall } from '../shared/datenbank-ausfall.ts';
import { migrieren } from './migrieren.ts';
import { datenverzeichnisSperren } from './sperre.ts';
import { verbinden, type Db } from './verbinden.ts';

export interface OffeneDatenbank {
  db: Db;
  schliessen(): Promise<void>;
  beschreibung: string;
}

/** host:port of a postgres:// URL, without user or password, for messages. */
export function serverAdresse(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
}

type DbEnv = Pick<Env, 'DATABASE_URL' | 'EKP_DATA_DIR'> & Partial<Pick<Env, 'EKP_DB_CONNECT_TIMEOUT' | 'EKP_DB_STATEMENT_TIMEOUT'>>;

/** Opens the database the environment names (locking PGlite's directory) and migrates it. */
export async function datenbankOeffnen(env: DbEnv, optionen: { beiVerbindungsfehler?: (e: Error) => void } = {}): Promise<OffeneDatenbank> {
  if (env.DATABASE_URL) {
    const db = verbinden({
      databaseUrl: env.DATABASE_URL,
      connectTimeout: env.EKP_DB_CONNECT_TIMEOUT,
      statementTimeout: env.EKP_DB_STATEMENT_TIMEOUT,
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
    return { db, schliessen: () => db.destroy(), beschreibung: 'PostgreSQL (DATABASE_URL)' };
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
