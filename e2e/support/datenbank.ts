import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { erreichbar, PG_URL } from '../../packages/server/test/postgres.ts';

/**
 * The browser tests' database: a database of this run on the PostgreSQL server the server tests use, when one
 * answers (CI requires it: EKP_TEST_POSTGRES=pflicht), otherwise PGlite in the data directory. On two cores
 * PGlite's WebAssembly made the server's start 12 s longer (initdb, migrations, demo import) and every request
 * dearer; the server tests run every query on both engines, and `npm start` on PGlite is tested by start.test.ts.
 * Returns the DATABASE_URL, or undefined for PGlite.
 */
export async function e2eDatenbank(port: number): Promise<string | undefined> {
  if (!(await erreichbar(PG_URL))) {
    if (process.env.EKP_TEST_POSTGRES === 'pflicht') throw new Error(`EKP_TEST_POSTGRES=pflicht, aber unter ${new URL(PG_URL).host} antwortet kein PostgreSQL.`);
    return undefined;
  }
  const name = `ekp_e2e_${port}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    // One per port: a run that was killed before it could drop its database leaves it to the next run on that port.
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  // The server ends on SIGTERM (Playwright's graceful shutdown) with process.exit; an exit handler runs only
  // synchronous code, so the drop runs in a child process that the exit waits for.
  process.once('exit', () => {
    spawnSync(process.execPath, ['-e', DROP, PG_URL, name], { stdio: 'ignore', timeout: 10_000 });
  });
  return url.toString();
}

const DROP = `
  const pg = require('pg');
  const c = new pg.Client({ connectionString: process.argv[1] });
  c.connect().then(() => c.query('drop database if exists ' + process.argv[2] + ' with (force)')).finally(() => c.end());
`;
