import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { migrieren } from '../src/db/migrieren.ts';
import { neuesPglite, ueberPglite, verbinden, type Db } from '../src/db/verbinden.ts';
import { vorlageLesen } from './pglite-vorlage.ts';
import { PG_URL } from './postgres.ts';

// Starting a PGlite clone takes 1.5 s and migrating a PostgreSQL schema 0.25 s; emptying a used one takes
// milliseconds. So a worker keeps its migrated databases and empties one before handing it to the next test
// (a test that holds two at once gets a second). Only the migrations' own table keeps its rows.
// A test fills a handful of the schema's 55 tables: truncating all of them and restarting every sequence
// (each a new file) took 0.45 s on PGlite and 1.5 s on PostgreSQL per test on a loaded machine. Now only the
// tables holding rows are emptied and only the sequences a test drew from start over: 0.05 s.
export const LEEREN = `do $$
declare
  r record;
  voll boolean;
  volle text[] := '{}';
begin
  for r in select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely\\_%' loop
    execute format('select exists (select from %I)', r.tablename) into voll;
    if voll then volle := volle || format('%I', r.tablename); end if;
  end loop;
  if (select rolsuper from pg_roles where rolname = current_user) then
    -- Without foreign-key and other triggers, every filled table is emptied in any order.
    set local session_replication_role = replica;
    for i in 1 .. cardinality(volle) loop
      execute 'delete from ' || volle[i];
    end loop;
  elsif cardinality(volle) > 0 then
    execute 'truncate ' || array_to_string(volle, ', ') || ' cascade';
  end if;
  -- setval, not alter sequence … restart: that gives the sequence a new file, like a truncate.
  perform setval(format('%I', sequencename)::regclass, start_value, false)
    from pg_sequences where schemaname = current_schema() and last_value is not null;
end $$`;

/** The prefix of this run's PostgreSQL schemas; the global setup drops them all at the end. */
export const SCHEMA_PRAEFIX = `ekp_test_${process.env.EKP_TEST_LAUF ?? 'einzeln'}_`;

export interface Geliehen {
  db: Db;
  schliessen(): Promise<void>;
}

let vorlage: Promise<PGlite> | undefined;
/** One migrated PGlite per worker, from the dump the global setup left; pooled databases are clones of it. */
function pgliteVorlage(): Promise<PGlite> {
  vorlage ??= (async () => {
    const abbild = vorlageLesen();
    if (abbild) {
      const pg = neuesPglite(undefined, abbild);
      // clone() of a PGlite that is still loading its data directory never returns.
      await pg.waitReady;
      return pg;
    }
    const pg = neuesPglite();
    await migrieren(ueberPglite(pg));
    return pg;
  })();
  return vorlage;
}

const freiePglite: PGlite[] = [];

export async function pgliteLeihen(): Promise<Geliehen> {
  let pg = freiePglite.pop();
  if (pg) {
    // A test that failed mid-transaction must not hand its transaction to the next one.
    await pg.exec('rollback').catch(() => {});
    await pg.exec(LEEREN);
  } else {
    const muster = await pgliteVorlage();
    pg = (await muster.clone()) as PGlite;
    // clone() does not carry the parsers over: without them dates would come back as Date objects.
    pg.parsers = { ...pg.parsers, ...muster.parsers };
  }
  // destroy() leaves the PGlite open: the pool closes nothing, the process ends it.
  return leihe(ueberPglite(pg, true), () => freiePglite.push(pg));
}

/** A pooled database on loan: closing it (once, however often called) puts it back for the next test. */
function leihe(db: Db, zuruecklegen: () => void): Geliehen {
  let zurueck = false;
  return {
    db,
    async schliessen() {
      if (zurueck) return;
      zurueck = true;
      await db.destroy();
      zuruecklegen();
    },
  };
}

const freieSchemas: string[] = [];
let zaehler = 0;

export async function schemaLeihen(): Promise<Geliehen> {
  let schema = freieSchemas.pop();
  let db: Db;
  if (schema) {
    db = verbinden({ databaseUrl: PG_URL, schema });
    await sql.raw(LEEREN).execute(db);
  } else {
    schema = `${SCHEMA_PRAEFIX}${process.pid}_${++zaehler}`;
    const admin = verbinden({ databaseUrl: PG_URL });
    await sql.raw(`create schema ${schema}`).execute(admin);
    await admin.destroy();
    db = verbinden({ databaseUrl: PG_URL, schema });
    await migrieren(db);
  }
  return leihe(db, () => freieSchemas.push(schema));
}

/** An empty database of its own, not migrated and not pooled, for tests that migrate step by step. */
export async function leereDatenbank(art: 'pglite' | 'postgres'): Promise<Geliehen> {
  if (art === 'pglite') {
    const db = ueberPglite(neuesPglite());
    return { db, schliessen: () => db.destroy() };
  }
  const schema = `${SCHEMA_PRAEFIX}leer_${process.pid}_${++zaehler}`;
  const admin = verbinden({ databaseUrl: PG_URL });
  await sql.raw(`create schema ${schema}`).execute(admin);
  const db = verbinden({ databaseUrl: PG_URL, schema });
  return {
    db,
    async schliessen() {
      await db.destroy();
      await sql.raw(`drop schema ${schema} cascade`).execute(admin);
      await admin.destroy();
    },
  };
}

/** Drops every schema of this run (global teardown: the workers are gone, their schemas are not). */
export async function schemasLoeschen(): Promise<void> {
  const admin = verbinden({ databaseUrl: PG_URL });
  try {
    const r = await sql<{ name: string }>`select nspname as name from pg_namespace where starts_with(nspname, ${SCHEMA_PRAEFIX})`.execute(admin);
    for (const { name } of r.rows) await sql.raw(`drop schema ${name} cascade`).execute(admin);
  } finally {
    await admin.destroy();
  }
}
