import { readFile } from 'node:fs/promises';
import { PruefstandSchema, type Pruefstand } from '@ekp/contract';

const OHNE_PRUEFUNG: Pruefstand = { letztePruefung: null, gepruefteSeiten: 0, tastaturAblaeufe: 0, offenePunkte: [] };

/**
 * The build's statement data (packages/web/tools/barrierefreiheit.ts writes it beside the app). Read per
 * request: the page is rarely visited and a new deployment or a test may replace the file while running.
 * No file (an API-only start, a build without test results) means: no check on record.
 */
export async function pruefstandLesen(datei: string | undefined): Promise<Pruefstand> {
  if (datei === undefined) return OHNE_PRUEFUNG;
  try {
    return PruefstandSchema.parse(JSON.parse(await readFile(datei, 'utf8')));
  } catch {
    return OHNE_PRUEFUNG;
  }
}
