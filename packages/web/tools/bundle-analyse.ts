import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, minifySync, type Rollup } from 'vite';
import { dateienFuerAnmelden, type Manifest } from './budget-rechnung.ts';

// What /anmelden loads and why: builds the app in memory (dist/ stays as it is) and prints
// each chunk of the login page with its gzip size and the modules in it, largest first, each with the gzip
// size of its own code minified alone (the parts do not add up to the chunk: gzip compresses the whole better).
// `npx tsx packages/web/tools/bundle-analyse.ts [minimum bytes of a module to list, default 200]`
const web = path.resolve(import.meta.dirname, '..');
const mindestens = Number(process.argv[2] ?? 200);
const gz = (code: string) => gzipSync(code, { level: 9 }).length;
/** A module's rendered code as the minifier would leave it (names inside kept: its top level is shared with the chunk). */
function minifiziert(id: string, code: string): string {
  const m = minifySync(path.basename(id).replace(/\?.*/, '') + '.js', code, { compress: false, mangle: { toplevel: false } });
  return m.errors.length > 0 ? code : m.code;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const kurz = (id: string) => id.replace(/^.*node_modules\//, '').replace(`${path.resolve(web, '../..')}/`, '');

const ergebnis = (await build({ root: web, configFile: path.join(web, 'vite.config.ts'), logLevel: 'silent', build: { write: false } })) as Rollup.RollupOutput;
const ausgabe = new Map(ergebnis.output.map((o) => [o.fileName, o]));
const manifestDatei = ausgabe.get('.vite/manifest.json');
if (manifestDatei?.type !== 'asset') throw new Error('Kein Vite-Manifest in der Ausgabe');
const manifest = JSON.parse(String(manifestDatei.source)) as Manifest;

const chunks = [...dateienFuerAnmelden(manifest)].map((datei) => {
  const c = ausgabe.get(datei);
  if (c?.type !== 'chunk') throw new Error(`${datei} fehlt in der Ausgabe`);
  return { datei, gzip: gz(c.code), module: Object.entries(c.modules).map(([id, m]) => ({ id: kurz(id), roh: m.renderedLength, gzip: m.code ? gz(minifiziert(id, m.code)) : 0 })) };
});
chunks.sort((a, b) => b.gzip - a.gzip);
for (const c of chunks) {
  console.log(`${kb(c.gzip).padStart(9)}  ${c.datei}`);
  for (const m of c.module.filter((x) => x.roh >= mindestens).sort((a, b) => b.gzip - a.gzip)) console.log(`           ${kb(m.gzip).padStart(9)} gzip ${String(m.roh).padStart(7)} B  ${m.id}`);
}
console.log(`${kb(chunks.reduce((s, c) => s + c.gzip, 0)).padStart(9)}  JavaScript für /anmelden`);
