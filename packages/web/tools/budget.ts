import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { alleDateien, BUDGET, ROUTER_CHUNK, dateienFuerAnmelden, dateienFuerRoute, LESENDE_SEITEN, NUR_FUER_FORMULARE, summe, ZIEL, type Manifest } from './budget-rechnung.ts';

// Run after `npm run build`: the JavaScript a phone downloads, against the budget.
const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzip = (datei: string) => gzipSync(readFileSync(path.join(dist, datei)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const anmelden = dateienFuerAnmelden(manifest);
const app = alleDateien(manifest);
const zeilen = [
  { was: 'JavaScript für /anmelden (gzip)', ist: summe(anmelden, gzip), budget: BUDGET.anmelden, ziel: ZIEL.anmelden },
  { was: 'JavaScript der ganzen App (gzip)', ist: summe(app, gzip), budget: BUDGET.app, ziel: ZIEL.app },
];
for (const d of [...anmelden].sort((a, b) => gzip(b) - gzip(a))) console.log(`  /anmelden  ${kb(gzip(d)).padStart(9)}  ${d}`);
// The server sends the .br/.gz files instead of the file itself: they must hold exactly the same code.
for (const d of app) {
  const inhalt = readFileSync(path.join(dist, d));
  for (const [endung, entpacken] of [['.br', brotliDecompressSync], ['.gz', gunzipSync]] as const) {
    const datei = path.join(dist, d + endung);
    if (inhalt.length >= 1024 && !entpacken(readFileSync(datei)).equals(inhalt)) {
      console.log(`FALSCH ${d}${endung} enthält nicht ${d}`);
      process.exitCode = 1;
    }
  }
}
for (const [seite, routen] of Object.entries(LESENDE_SEITEN)) {
  const dateien = dateienFuerRoute(manifest, routen);
  const zuViel = [...dateien].filter((d) => NUR_FUER_FORMULARE.test(d));
  console.log(`${zuViel.length ? 'FALSCH' : 'ok  '} ${seite} lädt ${zuViel.length ? zuViel.join(', ') : 'weder zod noch die Schemas'} (${kb(summe(dateien, gzip))} in ${dateien.size} Dateien)`);
  if (zuViel.length) process.exitCode = 1;
}
// The service console is a build of its own (vite.service.config.ts); no customer chunk holds its code.
const konsole = Object.keys(manifest).filter((k) => k.includes('src/features/service/') || k === 'service.html');
console.log(`${konsole.length ? 'FALSCH' : 'ok  '} Kundenseiten enthalten ${konsole.length ? konsole.join(', ') : 'nichts aus der Servicekonsole'}`);
if (konsole.length) process.exitCode = 1;
const mitRouter = [...anmelden].filter((d) => ROUTER_CHUNK.test(d));
console.log(`${mitRouter.length ? 'FALSCH' : 'ok  '} /anmelden lädt ${mitRouter.length ? mitRouter.join(', ') : 'den Router nicht'}`);
if (mitRouter.length) process.exitCode = 1;
let ueber = false;
for (const z of zeilen) {
  const ok = z.ist <= z.budget;
  ueber ||= !ok;
  console.log(`${ok ? 'ok  ' : 'ÜBER'} ${z.was}: ${kb(z.ist)} (Budget ${kb(z.budget)}, Ziel: ${kb(z.ziel)})`);
}
if (ueber) process.exit(1);
