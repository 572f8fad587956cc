import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pruefstandAus, type PruefErgebnis, type Pruefstand } from '@ekp/contract';

/** Where the browser tests put one JSON file per axe run or keyboard flow (e2e/support/barrierefreiheit.ts). */
export const ERGEBNIS_VERZEICHNIS = process.env.EKP_A11Y_ERGEBNISSE ?? path.resolve(import.meta.dirname, '../../../.tmp/barrierefreiheit/ergebnisse');

/** Every recorded result of the directory (none when it does not exist yet). */
export function ergebnisseLesen(verzeichnis: string): PruefErgebnis[] {
  let dateien: string[];
  try {
    dateien = readdirSync(verzeichnis).filter((d) => d.endsWith('.json'));
  } catch {
    return [];
  }
  return dateien.map((d) => JSON.parse(readFileSync(path.join(verzeichnis, d), 'utf8')) as PruefErgebnis);
}

/**
 * The stand of the last complete browser test run, kept in the repository (`npm run test:e2e` writes it after a
 * passing run): a build on a fresh clone (`npm start`, the Dockerfile) has no test results of its own and
 * carries this one, so its statement names a real date and real results.
 */
export const FESTGEHALTENER_STAND = path.resolve(import.meta.dirname, '../barrierefreiheit-stand.json');

/** The stand a build carries: this machine's own test results where there are any, else the one kept in the repository. */
export function pruefstandFuerBuild(verzeichnis: string, festgehalten = FESTGEHALTENER_STAND): Pruefstand {
  const eigene = ergebnisseLesen(verzeichnis);
  if (eigene.length > 0 || !existsSync(festgehalten)) return pruefstandAus(eigene);
  return JSON.parse(readFileSync(festgehalten, 'utf8')) as Pruefstand;
}

/** Turns a directory of test results (or the kept stand) into the statement's data file the server reads. */
export function pruefstandSchreiben(verzeichnis: string, ziel: string, festgehalten = FESTGEHALTENER_STAND): Pruefstand {
  const stand = pruefstandFuerBuild(verzeichnis, festgehalten);
  mkdirSync(path.dirname(ziel), { recursive: true });
  writeFileSync(ziel, `${JSON.stringify(stand, null, 2)}\n`);
  return stand;
}
