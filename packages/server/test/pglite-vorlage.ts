import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrieren } from '../src/db/migrieren.ts';
import { neuesPglite, ueberPglite } from '../src/db/verbinden.ts';

// Migrating a PGlite takes seconds; the server project's global setup does it once per run and every test
// file starts its template from the dump (the env variable reaches the workers, which start after the setup).
const VARIABLE = 'EKP_TEST_PGLITE_VORLAGE';

export async function vorlageSchreiben(): Promise<() => void> {
  const pg = neuesPglite();
  const db = ueberPglite(pg);
  await migrieren(db);
  const datei = path.join(tmpdir(), `ekp-pglite-vorlage-${process.pid}.tar`);
  writeFileSync(datei, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  await db.destroy();
  process.env[VARIABLE] = datei;
  return () => rmSync(datei, { force: true });
}

export function vorlageLesen(): Blob | undefined {
  const datei = process.env[VARIABLE];
  return datei && existsSync(datei) ? new Blob([readFileSync(datei)]) : undefined;
}

/**
 * Makes `daten` (an EKP_DATA_DIR) hold a PGlite that is already migrated, from the run's template: a command-line
 * test's first call then opens it instead of migrating a new database (8–10 s of CPU per call on the CI machine, the
 * largest part of those tests). Without the template (one file run by hand) the command migrates as in production.
 */
export async function migriertesDatenverzeichnis(daten: string): Promise<void> {
  const abbild = vorlageLesen();
  if (!abbild) return;
  mkdirSync(daten, { recursive: true });
  const pg = neuesPglite(path.join(daten, 'pglite'), abbild);
  await pg.waitReady;
  await pg.close();
}
