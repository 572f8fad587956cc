// What bench:api prints: per server the median of the rounds with their spread, the ratios to the bare
// servers against the goal, and the upload lines.
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { AUFWAERMEN, DAUER, EKP_START, RUNDEN } from './api-einstellungen.ts';
import type { Messung } from './api-messen.ts';
import type { Kandidat } from './api-server.ts';
import { median, mitSpanne, spanne } from './runden.ts';

const zahl = (n: number) => Math.round(n).toLocaleString('en-US');
const prozent = (n: number) => `${Math.round(n)} %`;

/** Lines of the server logs and their size: proof that logging was on. */
function logUmfang(dateien: string[]): string {
  let zeilen = 0;
  let bytes = 0;
  for (const d of dateien.filter((x) => existsSync(x))) {
    bytes += statSync(d).size;
    zeilen += readFileSync(d, 'utf8').split('\n').length - 1;
  }
  return `${zeilen.toLocaleString('en-US')} Zeilen, ${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function ausgeben(kandidaten: Kandidat[], ergebnisse: Map<string, Messung[]>, ekpLogs: string[], uploads: string[]): void {
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`\nGET /api/anschlussnutzer, ${os.cpus().length} Kerne, Node ${process.version}, autocannon 100 Verbindungen × ${DAUER} s, Median von ${RUNDEN} Runden (Spanne min–max) nach ${AUFWAERMEN} s Aufwärmen; Last (uptime) am Ende ${load}`);
  if (ekpLogs.length) console.log(`ekp protokolliert mit LOG_LEVEL info in Dateien: ${logUmfang(ekpLogs)}`);
  const breite = Math.max(...kandidaten.map((k) => k.name.length));
  console.log(`${'server'.padEnd(breite)} ${'answers/s'.padEnd(22)} ${'p50 ms'.padEnd(14)} ${'p99 ms'.padEnd(16)} µs CPU/answer`);
  for (const k of kandidaten) {
    const r = ergebnisse.get(k.name) ?? [];
    if (!r.length) continue;
    const w = (f: (m: Messung) => number) => r.map(f);
    console.log(
      `${k.name.padEnd(breite)} ${mitSpanne(w((m) => m.proS), zahl).padEnd(22)} ${mitSpanne(w((m) => m.p50)).padEnd(14)} ${mitSpanne(w((m) => m.p99)).padEnd(16)} ${mitSpanne(w((m) => m.cpuUs ?? NaN))}`,
    );
  }
  /** `ziel`: the share of the reference's answers/s and the p99 the first server must meet (none: shown only). */
  const verhaeltnis = (a: string, b: string, ziel?: { prozent: number; p99: number }) => {
    const [ra, rb] = [ergebnisse.get(a) ?? [], ergebnisse.get(b) ?? []];
    if (!ra.length || !rb.length) return;
    // The ratio of each round (both measured within a minute of each other) and the ratio of the medians.
    const jeRunde = ra.flatMap((m, i) => (rb[i] ? [(100 * m.proS) / rb[i].proS] : []));
    const vonMedianen = (100 * median(ra.map((m) => m.proS))) / median(rb.map((m) => m.proS));
    const p99 = spanne(ra.map((m) => m.p99));
    const erfuellt = ziel && vonMedianen >= ziel.prozent && p99.median < ziel.p99;
    console.log(
      `${a} / ${b}: ${prozent(vonMedianen)} (Verhältnis der Mediane; je Runde ${jeRunde.map(prozent).join(', ')})` +
        (ziel ? `  Ziel ≥ ${ziel.prozent} %, p99 ${mitSpanne([p99.min, p99.median, p99.max])} ms, Ziel < ${ziel.p99} ms: ${erfuellt ? 'ok' : 'VERFEHLT'}` : ''),
    );
  };
  // Round 3: against the reads as plain queries. Issue 48: against the same reads prepared, as ekp sends them.
  const runde3 = { prozent: 80, p99: 100 };
  const issue48 = { prozent: 90, p99: 50 };
  console.log('');
  verhaeltnis('ekp PGlite', 'bare PGlite same reads', runde3);
  verhaeltnis('ekp PostgreSQL 1 worker', 'bare PostgreSQL same reads', runde3);
  verhaeltnis('ekp PostgreSQL 2 workers', 'bare PostgreSQL same reads', runde3);
  verhaeltnis('ekp PostgreSQL 1 worker', 'bare PostgreSQL same reads prepared', issue48);
  verhaeltnis('ekp PostgreSQL 2 workers', 'bare PostgreSQL same reads prepared', issue48);
  // ekp asks for a statement's row description once per connection (db/benannte-abfrage.ts), pg's Query on every
  // run: against a bare server doing the same, the ratio is the edge's own cost (hooks, headers, access log). Shown only.
  verhaeltnis('ekp PostgreSQL 1 worker', 'bare PostgreSQL same reads prepared, described once');
  verhaeltnis('ekp PostgreSQL 2 workers', 'ekp PostgreSQL 1 worker');
  verhaeltnis('ekp PostgreSQL 1 worker (B)', 'bare PostgreSQL same reads prepared', issue48);
  if (EKP_START !== 'src/start.ts') console.log('(This checkout has no src/start.ts: EKP_WORKERS is ignored, 1 and 2 workers are the same process.)');
  console.log('');
  for (const z of uploads) console.log(`${z}  (Ziel p99 < 500 ms)`);
}
