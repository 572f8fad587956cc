import path from 'node:path';
import { ERGEBNIS_VERZEICHNIS, pruefstandSchreiben } from './barrierefreiheit-pruefstand.ts';
import { serviceWorkerSchreiben } from './service-worker.ts';

// Run by `npm run build` after Vite.
const dist = path.resolve(import.meta.dirname, '../dist');

// The service worker with this build's app shell; its version changes with every deployment (update prompt).
console.log(`Service Worker: Version ${serviceWorkerSchreiben(dist)}`);

// The accessibility statement's open items come from the test suite's own axe and keyboard results (the
// last browser test run), never from a hand-kept list.
const stand = pruefstandSchreiben(ERGEBNIS_VERZEICHNIS, path.join(dist, 'barrierefreiheit.json'));
console.log(
  stand.letztePruefung
    ? `Barrierefreiheit: ${stand.gepruefteSeiten} Bildschirme, ${stand.tastaturAblaeufe} Tastatur-Abläufe geprüft, ${stand.offenePunkte.length} offene Punkte (${stand.letztePruefung})`
    : 'Barrierefreiheit: noch keine Testergebnisse – die Erklärung nennt keine Prüfung',
);
