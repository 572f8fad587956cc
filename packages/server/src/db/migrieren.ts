import { sql, type Migration } from 'kysely';
import type { Db } from './verbinden.ts';
import * as grundlage from './migrations/0001_grundlage.ts';
import * as intervallIndex from './migrations/0005_intervall_index.ts';
import * as intervallTagessummen from './migrations/0005_intervall_tagessummen.ts';
import * as fotoAblage from './migrations/0010_foto_ablage.ts';

// Migrations are listed here in order, so they ship inside the bundle and need no directory scan.
const migrationen: Record<string, Migration> = {
  '0001_grundlage': grundlage,
  '0005_intervall_index': intervallIndex,
  '0005_intervall_tagessummen': intervallTagessummen,
  '0010_foto_ablage': fotoAblage,
};

/**
 * Applies the missing migrations in order, each in its own transaction, under an advisory lock so that
 * two starting processes do not migrate at once. The bookkeeping table is Kysely's own layout
 * (kysely_migration) in the current schema. Kysely's Migrator is not used: it introspects every schema
 * of the database, which fails when another schema is dropped meanwhile (parallel test runs).
 */
export async function migrieren(db: Db): Promise<void> {
  await sql`create table if not exists kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(db);
  for (const [name, migration] of Object.entries(migrationen).sort(([a], [b]) => a.localeCompare(b))) {
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(4711)`.execute(trx);
        const erledigt = await sql<{ name: string }>`select name from kysely_migration where name = ${name}`.execute(trx);
        if (erledigt.rows.length) return;
        await migration.up(trx);
        await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(trx);
      });
    } catch (e) {
      throw new Error(`Migration ${name} fehlgeschlagen: ${String(e)}`, { cause: e });
    }
  }
}
