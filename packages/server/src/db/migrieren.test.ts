import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATENBANKEN, PG_URL } from '../../test/helper.ts';
import { fehlendeMigrationen, migrationsNamen, migrieren } from './migrieren.ts';
import { neuesPglite, ueberPglite, verbinden } from './verbinden.ts';

describe('migration names', () => {
  it('has a unique number per migration, and every file in migrations/ is registered', () => {
    const namen = migrationsNamen();
    const nummern = namen.map((n) => n.slice(0, 4));
    expect(new Set(nummern).size).toBe(nummern.length);
    const dateien = readdirSync(path.join(import.meta.dirname, 'migrations')).filter((d) => d.endsWith('.ts')).map((d) => d.replace(/\.ts$/, ''));
    expect(dateien.sort()).toEqual(namen);
  });
});

describe('migrieren', () => {
  it('renames the old record of 0005_intervall_tagessummen instead of applying it again', async () => {
    const db = ueberPglite(neuesPglite());
    try {
      await migrieren(db);
      // A database migrated before the numbers were made unique.
      await sql`update kysely_migration set name = '0005_intervall_tagessummen' where name = '0006_intervall_tagessummen'`.execute(db);
      expect(await fehlendeMigrationen(db)).toEqual(['0006_intervall_tagessummen']);
      await migrieren(db);
      expect(await fehlendeMigrationen(db)).toEqual([]);
      const namen = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(namen.rows.map((r) => r.name)).toEqual(migrationsNamen());
    } finally {
      await db.destroy();
    }
  });

  // Eight servers started together on an empty database failed in 3–7 of 8 cases.
  it.runIf(DATENBANKEN.includes('postgres'))('lets eight migrators start at once on one empty database', async () => {
    const schema = `ekp_mig_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = verbinden({ databaseUrl: PG_URL });
    await sql.raw(`create schema ${schema}`).execute(admin);
    const dbs = Array.from({ length: 8 }, () => verbinden({ databaseUrl: PG_URL, schema }));
    try {
      const ergebnisse = await Promise.allSettled(dbs.map((db) => migrieren(db)));
      expect(ergebnisse.filter((e) => e.status === 'rejected').map((e) => String((e as PromiseRejectedResult).reason))).toEqual([]);
      expect(await fehlendeMigrationen(dbs[0]!)).toEqual([]);
      const zahl = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(dbs[0]!);
      expect(zahl.rows[0]!.n).toBe(migrationsNamen().length);
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()));
      await sql.raw(`drop schema ${schema} cascade`).execute(admin);
      await admin.destroy();
    }
  });
});
