// `npx tsx bench/profil-vergleich.ts EKP.cpuprofile BARE.cpuprofile ANFRAGEN`: where ekp's CPU per answer goes
// beside the bare server's, from two V8 profiles of `npm run bench:api` at a fixed rate (EKP_BENCH_PROFIL=<dir>
// EKP_BENCH_RATE=<n>; ANFRAGEN = rate × (warm-up + rounds × duration)). Each sample is put in the first
// category its stack names, from the running function towards the root: a write(2) under the database driver is
// the database's, one under Node's HTTP module the answer's. Module loading at start-up is left out.
import { readFileSync } from 'node:fs';

interface Knoten { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
interface Profil { nodes: Knoten[]; samples: number[]; timeDeltas: number[] }

/** In the order they are tried on each frame; the first that matches a frame decides. */
const REGELN: Array<[string, (url: string, name: string) => boolean]> = [
  ['Start (nicht gezählt)', (u) => /esm\/(hooks|utils|loader|translators|module_job)|cjs\/loader|node_modules\/tsx/.test(u)],
  ['Zugriffsprotokoll (pino, eine Zeile je Anfrage)', (u) => /src\/plugins\/protokoll|node_modules\/(pino|sonic-boom)/.test(u)],
  ['Sitzung (Token-Hash, Ablauf)', (u) => /src\/kern\/(sitzung|token)/.test(u)],
  ['Sicherheitsheader', (u) => u.includes('src/plugins/sicherheit')],
  ['Serialisierung (JSON)', (u, n) => /fast-json-stringify|antwort-serialisierung/.test(u) || (u.includes('fastify') && n === 'serialize')],
  ['Kompression (Hooks)', (u) => u.includes('@fastify/compress')],
  ['Datenbank (Treiber, Pool, Socket)', (u) => /node_modules\/(pg|pg-pool|pg-protocol|pg-types|postgres-\w+)\/|src\/db\//.test(u)],
  ['HTTP (Anfrage lesen, Antwort schreiben)', (u) => /node:_http_|node_modules\/light-my-request/.test(u)],
  ['Fastify (Routing, Hooks, Reply)', (u) => /node_modules\/(fastify|find-my-way|avvio|@fastify\/[\w-]+)\//.test(u)],
  ['ekp: übrige Hooks und Handler', (u) => u.includes('/src/') || u.includes('/bench/')],
];
const GC = 'Speicherbereinigung (GC)';
const DETAIL = process.env.EKP_PROFIL_KATEGORIE;
const REST = 'Node und V8 (Timer, Microtasks, Sonstiges)';

function verteilen(datei: string): Map<string, number> {
  const p = JSON.parse(readFileSync(datei, 'utf8')) as Profil;
  const knoten = new Map(p.nodes.map((k) => [k.id, k]));
  const eltern = new Map<number, number>();
  for (const k of p.nodes) for (const c of k.children ?? []) eltern.set(c, k.id);
  const kategorie = new Map<number, string | null>();
  const einordnen = (id: number): string | null => {
    if (kategorie.has(id)) return kategorie.get(id)!;
    const { functionName: name, url } = knoten.get(id)!.callFrame;
    let k: string | null = null;
    if (name === '(idle)') k = null;
    else if (name === '(garbage collector)') k = GC;
    else k = REGELN.find(([, passt]) => passt(url, name))?.[0] ?? (eltern.has(id) ? einordnen(eltern.get(id)!) : REST);
    kategorie.set(id, k);
    return k;
  };
  const summe = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const k = einordnen(id);
    if (!k) return;
    // EKP_PROFIL_KATEGORIE=<start of a category>: that category by the function running, to look closer.
    const { functionName, url } = knoten.get(id)!.callFrame;
    const schluessel = DETAIL && k.startsWith(DETAIL) ? `${k.split(' ')[0]}: ${functionName || '(anonym)'} ${url.split('/').slice(-2).join('/')}` : k;
    summe.set(schluessel, (summe.get(schluessel) ?? 0) + (p.timeDeltas[i] ?? 0));
  });
  return summe;
}

const [ekpDatei, bareDatei, anfragenText] = process.argv.slice(2);
if (!ekpDatei || !bareDatei || !anfragenText) throw new Error('Aufruf: profil-vergleich.ts EKP.cpuprofile BARE.cpuprofile ANFRAGEN');
const anfragen = Number(anfragenText);
const [ekp, bare] = [verteilen(ekpDatei), verteilen(bareDatei)];
const je = (m: Map<string, number>, k: string) => (m.get(k) ?? 0) / anfragen; // µs per answer (deltas are µs)
const kategorien = [...new Set([...ekp.keys(), ...bare.keys()])].filter((k) => !k.startsWith('Start')).sort((a, b) => je(ekp, b) - je(bare, b) - (je(ekp, a) - je(bare, a)));
const gesamt = (m: Map<string, number>) => kategorien.reduce((s, k) => s + je(m, k), 0);
const differenz = gesamt(ekp) - gesamt(bare);
console.log(`| Wo die CPU-Zeit je Antwort bleibt | ekp µs | bare (vorbereitet) µs | Unterschied µs | Anteil am Unterschied |`);
console.log('|---|---|---|---|---|');
for (const k of kategorien) {
  const d = je(ekp, k) - je(bare, k);
  console.log(`| ${k} | ${je(ekp, k).toFixed(1)} | ${je(bare, k).toFixed(1)} | ${d >= 0 ? '+' : ''}${d.toFixed(1)} | ${((100 * d) / differenz).toFixed(0)} % |`);
}
console.log(`| **Summe** (ohne Start) | **${gesamt(ekp).toFixed(1)}** | **${gesamt(bare).toFixed(1)}** | **+${differenz.toFixed(1)}** | 100 % |`);
