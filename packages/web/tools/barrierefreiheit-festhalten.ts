import { writeFileSync } from 'node:fs';
import { pruefstandAus } from '@ekp/contract';
import { ERGEBNIS_VERZEICHNIS, ergebnisseLesen, FESTGEHALTENER_STAND } from './barrierefreiheit-pruefstand.ts';

// Run by `npm run test:e2e` after a passing browser test run: keeps that run's accessibility results in the
// repository (packages/web/barrierefreiheit-stand.json), so that a build without test results of its own
// (fresh clone, Dockerfile) still carries the date and results of the last run. Commit the file with the change.
const ergebnisse = ergebnisseLesen(ERGEBNIS_VERZEICHNIS);
if (ergebnisse.length === 0) {
  console.log('Barrierefreiheit: keine Testergebnisse, der festgehaltene Stand bleibt');
} else {
  const stand = pruefstandAus(ergebnisse);
  writeFileSync(FESTGEHALTENER_STAND, `${JSON.stringify(stand, null, 2)}\n`);
  console.log(`Barrierefreiheit festgehalten: ${stand.gepruefteSeiten} Bildschirme, ${stand.offenePunkte.length} offene Punkte (${stand.letztePruefung})`);
}
