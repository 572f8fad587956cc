import type { Env } from '../config/env.ts';
import { migrieren } from './migrieren.ts';
import { datenverzeichnisSperren } from './sperre.ts';
import { verbinden, type Db } from './verbinden.ts';

export interface OffeneDatenbank {
  db: Db;
  schliessen(): Promise<void>;
  beschreibung: string;
}

/** Opens the database the environment names (locking PGlite's directory) and migrates it. */
export async function datenbankOeffnen(env: Env): Promise<OffeneDatenbank> {
  if (env.DATABASE_URL) {
    const db = verbinden({ databaseUrl: env.DATABASE_URL });
    await migrieren(db);
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
