import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './verbinden.ts';
import * as grundlage from './migrations/0001_grundlage.ts';
import * as intervallIndex from './migrations/0005_intervall_index.ts';

// Migrations are listed here in order, so they ship inside the bundle and need no directory scan.
const migrationen: Record<string, Migration> = {
  '0001_grundlage': grundlage,
  '0005_intervall_index': intervallIndex,
};

const provider: MigrationProvider = { getMigrations: async () => migrationen };

export async function migrieren(db: Db): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with other schemas
  // in the database (parallel test runs, other apps) it would find theirs. Ours is the current schema.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema ?? 'public';
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const fehler = results?.find((r) => r.status === 'Error');
  if (error || fehler) {
    throw new Error(`Migration ${fehler?.migrationName ?? ''} fehlgeschlagen: ${String(error)}`);
  }
}
