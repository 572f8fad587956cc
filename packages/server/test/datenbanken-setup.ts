import { randomBytes } from 'node:crypto';
import { laufVerzeichnis } from './lauf-verzeichnis.ts';
import { vorlageSchreiben } from './pglite-vorlage.ts';
import { erreichbar, PG_URL } from './postgres.ts';

/**
 * Vitest global setup of the server project: says at the start and in the end which engines the server
 * tests run on, and stops the run at once when PostgreSQL is required (EKP_TEST_POSTGRES=pflicht, CI)
 * but does not answer. It also migrates the PGlite template the test files start from, and at the end drops
 * the PostgreSQL schemas the workers kept for reuse (test/datenbank-pool.ts), and removes the run's temporary
 * files (test/lauf-verzeichnis.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const pg = await erreichbar(PG_URL);
  const ziel = new URL(PG_URL).host;
  if (!pg && process.env.EKP_TEST_POSTGRES === 'pflicht') {
    throw new Error(`EKP_TEST_POSTGRES=pflicht, aber unter ${ziel} antwortet kein PostgreSQL: die Server-Tests liefen nur auf PGlite.`);
  }
  const text = `Server-Tests auf: PGlite${pg ? ` und PostgreSQL (${ziel})` : ` (kein PostgreSQL unter ${ziel}; EKP_TEST_POSTGRES=pflicht macht das zum Fehler)`}`;
  console.log(text);
  const verzeichnisLoeschen = laufVerzeichnis();
  const vorlageLoeschen = await vorlageSchreiben();
  // Names this run's schemas; set before the workers start, so they inherit it.
  process.env.EKP_TEST_LAUF = randomBytes(4).toString('hex');
  return async () => {
    vorlageLoeschen();
    if (pg) await (await import('./datenbank-pool.ts')).schemasLoeschen();
    verzeichnisLoeschen();
    console.log(text);
  };
}
