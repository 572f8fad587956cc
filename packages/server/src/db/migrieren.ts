import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './verbinden.ts';
import * as grundlage from './migrations/0001_grundlage.ts';

// Migrations are listed here in order, so they ship inside the bundle and need no directory scan.
const migrationen: Record<string, Migration> = {
  '0001_grundlage': grundlage,
};

const provider: MigrationProvider = { getMigrations: async () => migrationen };

export async function migrieren(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const fehler = results?.find((r) => r.status === 'Error');
  if (error || fehler) {
    throw new Error(`Migration ${fehler?.migrationName ?? ''} fehlgeschlagen: ${String(error)}`);
  }
}
