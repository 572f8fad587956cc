import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Turns a directory of test results into the statement's data file the server reads. */
export function pruefstandSchreiben(verzeichnis: string, ziel: string): Pruefstand {
  const stand = pruefstandAus(ergebnisseLesen(verzeichnis));
  mkdirSync(path.dirname(ziel), { recursive: true });
  writeFileSync(ziel, `${JSON.stringify(stand, null, 2)}\n`);
  return stand;
}
