import path from 'node:path';
import { ERGEBNIS_VERZEICHNIS, pruefstandSchreiben } from './barrierefreiheit-pruefstand.ts';

// Issue 33, run by `npm run build` after Vite: the accessibility statement's open items come from the test
// suite's own axe and keyboard results (the last browser test run), never from a hand-kept list.
const ziel = path.resolve(import.meta.dirname, '../dist/barrierefreiheit.json');
const stand = pruefstandSchreiben(ERGEBNIS_VERZEICHNIS, ziel);
console.log(
  stand.letztePruefung
    ? `Barrierefreiheit: ${stand.gepruefteSeiten} Bildschirme, ${stand.tastaturAblaeufe} Tastatur-Abläufe geprüft, ${stand.offenePunkte.length} offene Punkte (${stand.letztePruefung})`
    : 'Barrierefreiheit: noch keine Testergebnisse – die Erklärung nennt keine Prüfung',
);
