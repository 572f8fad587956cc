import type { Db } from '../db/verbinden.ts';
import { ImportAbgelehnt, importPruefen } from './pruefen.ts';
import { importSchreiben, type ImportOptionen, type ImportStatistik } from './schreiben.ts';

export { ImportAbgelehnt } from './pruefen.ts';
export type { ImportFehler } from './pruefen.ts';

/**
 * Checks the whole file, then writes it in one transaction. A bad file throws ImportAbgelehnt with
 * every problem and writes nothing. The tenant is the file's own `mandant` unless one is given.
 */
export async function importieren(db: Db, roh: unknown, mandantVorgabe: string | undefined, bekannteMandanten: string[], optionen: ImportOptionen = {}): Promise<ImportStatistik & { mandant: string }> {
  const geprueft = importPruefen(roh);
  if (!geprueft.ok) throw new ImportAbgelehnt(geprueft.fehler);
  const inDatei = geprueft.daten.mandant;
  if (mandantVorgabe && inDatei && mandantVorgabe !== inDatei) {
    // A file names its tenant; loading it into another one would hand its customers to the wrong utility.
    throw new ImportAbgelehnt([{ pfad: 'mandant', nachricht: `Die Datei gehört zum Mandanten ${inDatei}, angegeben ist ${mandantVorgabe}` }]);
  }
  const mandant = mandantVorgabe ?? inDatei ?? bekannteMandanten[0]!;
  if (!bekannteMandanten.includes(mandant)) {
    throw new ImportAbgelehnt([{ pfad: 'mandant', nachricht: `Unbekannter Mandant ${mandant}; bekannt sind ${bekannteMandanten.join(', ')}` }]);
  }
  return { mandant, ...(await importSchreiben(db, mandant, geprueft.daten, optionen)) };
}
