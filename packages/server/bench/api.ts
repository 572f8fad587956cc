// `npm run bench:api` (issues 10, 34): ekp against bare Fastify doing the same work, side by side, each server in
// its own process and the load generator (autocannon) in another. All servers run at once (idle ones cost
// nothing), are warmed, then measured in turn, the order reversed every other round, so the machine's load
// hits each alike. Prints the MEDIAN of the rounds with the spread (min–max) of answers/s, p50/p99 and the
// ratios (bench/runden.ts); then the p99 of GET /api/mandant while 5 photos of 10 MB upload. ekp runs with
// production logging (LOG_LEVEL info, one access line per request) written to a file.
// Not part of npm test. EKP_BENCH_DAUER (s, default 10), EKP_BENCH_RUNDEN (≥ 3, default 3), EKP_BENCH_PG (URL),
// EKP_BENCH_RUNDEN=0 (uploads only), EKP_BENCH_PORT (default 3220, the servers take the next ones),
// EKP_BENCH_EKP_DIR (another checkout's packages/server, for a before/after), EKP_BENCH_B_DIR (adds that
// checkout as a second ekp on PostgreSQL), EKP_BENCH_NUR (regex of server names), EKP_BENCH_UPLOADS=0,
// EKP_BENCH_PROFIL=<dir> (ekp servers write a V8 CPU profile there: node --cpu-prof), EKP_BENCH_LOG=<dir> (keeps the logs).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heuteIn, tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import { verbinden } from '../src/db/verbinden.ts';
import { erreichbar } from '../test/postgres.ts';
import { fuellen, KUNDEN } from './api-daten.ts';
import { cpuMs, last, spitzenspeicherMb, type Messung } from './api-messen.ts';
import { median, mitSpanne, spanne } from './runden.ts';

const DAUER = Number(process.env.EKP_BENCH_DAUER ?? 10);
// Seconds of load before the measurement, the same for every server: a server runs warm for days. ekp has
// ~10× the bare servers' code for V8 to compile and optimise and was still speeding up 3–9 s into the load
// (3-s slices after a cold start: 2,268 · 3,027 · 2,875 · 3,126 · 3,308/s; the bare server flat after 3 s).
const AUFWAERMEN = Number(process.env.EKP_BENCH_AUFWAERMEN ?? 8);
const RUNDEN = Number(process.env.EKP_BENCH_RUNDEN ?? 3); // 0: only the upload measurement
if (RUNDEN !== 0 && RUNDEN < 3) throw new Error('EKP_BENCH_RUNDEN: mindestens 3 Runden (oder 0: nur Uploads)');
const PG_SERVER = process.env.EKP_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.EKP_BENCH_PORT ?? 3220);
const PROFIL = process.env.EKP_BENCH_PROFIL ? path.resolve(process.env.EKP_BENCH_PROFIL) : undefined;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const heute = heuteIn(new Date());
/** Another checkout's server package, to measure ekp before a change with the same references. */
const EKP_DIR = process.env.EKP_BENCH_EKP_DIR ? path.resolve(process.env.EKP_BENCH_EKP_DIR) : SERVER_DIR;
// The production entry (EKP_WORKERS needs it: node:cluster lives there); an older checkout has only main.ts.
const EKP_START = existsSync(path.join(EKP_DIR, 'src/start.ts')) ? 'src/start.ts' : 'src/main.ts';

const log = (text: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

interface Laufend {
  kind: ChildProcess;
  port: number;
  stoppen(): Promise<void>;
}

/**
 * One server process on `port`. Its stdout (ekp's JSON log) goes to `logDatei`: production logging costs
 * a write per request batch, which /dev/null would hide.
 */
async function starten(skript: string, env: Record<string, string>, port: number, logDatei: string, dir = EKP_DIR): Promise<Laufend> {
  const ekp = skript.startsWith('src/');
  const kind = spawn(process.execPath, [...(PROFIL ? ['--cpu-prof', '--cpu-prof-dir', PROFIL] : []), '--import', 'tsx', ekp ? path.join(dir, skript) : skript], {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), EKP_DEMO: 'false', EKP_WEB_DIR: '/nonexistent', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', openSync(logDatei, 'a'), 'inherit'],
  });
  // Generous: on the shared machine under load a cold tsx start of ekp took over a minute.
  const bis = Date.now() + 240_000;
  for (;;) {
    if (kind.exitCode !== null) throw new Error(`${skript} endete beim Start (${kind.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/anschlussnutzer`).then(() => true, () => false);
    if (ok) break;
    if (Date.now() > bis) throw new Error(`${skript} startet nicht`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    kind,
    port,
    stoppen: () =>
      new Promise((resolve) => {
        if (kind.exitCode !== null) return resolve();
        kind.once('exit', () => resolve());
        kind.kill('SIGTERM');
      }),
  };
}

async function anmelden(nr: number, port = PORT): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${port}/api/anschlussnutzer/login`, { method: 'POST', headers: { kundennummer: `B${nr}`, passwort: 'Geheim123!' } });
  if (res.status !== 200) throw new Error(`Anmeldung B${nr}: ${res.status} ${await res.text()}`);
  return { token: res.headers.get('token')!, kundennummer: `B${nr}` };
}

interface Kandidat {
  name: string;
  skript: string;
  env: Record<string, string>;
  /** Which session the load sends: the bare servers check the same session row ekp wrote at login. */
  sitzung: 'pglite' | 'pg' | 'keine';
  /** Another checkout's packages/server (EKP_BENCH_B_DIR): a change measured against HEAD in one run. */
  dir?: string;
}

const ergebnisse = new Map<string, Messung[]>();

async function messen(k: Kandidat, server: Laufend, headers: Record<string, string>, sekunden: number): Promise<Messung> {
  const url = `http://127.0.0.1:${server.port}/api/anschlussnutzer`;
  const cpuVorher = cpuMs(server.kind.pid);
  const m = await last(url, headers, sekunden);
  m.cpuUs = ((cpuMs(server.kind.pid) - cpuVorher) * 1000) / (m.proS * sekunden);
  return m;
}

/** 10 MB, a JPEG by its first bytes; the rest random so that nothing compresses it. */
function foto(): string {
  const daten = Buffer.alloc(10 * 1024 * 1024 - 4096);
  for (let i = 0; i < daten.length; i += 4) daten.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  daten.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return daten.toString('base64');
}

async function hochladenMessen(name: string, env: Record<string, string>, logDatei: string): Promise<string> {
  const server = await starten(EKP_START, env, PORT, logDatei);
  try {
    const sitzungen = await Promise.all(Array.from({ length: KUNDEN }, (_, i) => anmelden(i + 1)));
    const bild = foto();
    const speicherVorher = spitzenspeicherMb(server.kind.pid);
    const stichprobe = spawn(process.execPath, ['--import', 'tsx', 'bench/api-stichprobe.ts', `http://127.0.0.1:${PORT}/api/mandant`, '10'], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let aus = '';
    stichprobe.stdout.on('data', (d: Buffer) => (aus += d.toString()));
    const statusse: number[] = [];
    const dauern: number[] = [];
    await new Promise((r) => setTimeout(r, 1000));
    // Two waves of 5 parallel uploads, each reading on a day of its own.
    for (const welle of [1, 2]) {
      await Promise.all(
        sitzungen.map(async (h, i) => {
          const start = performance.now();
          const res = await fetch(`http://127.0.0.1:${PORT}/api/VB${i + 1}/ablesungen`, {
            method: 'POST',
            headers: { ...h, 'content-type': 'application/json' },
            body: JSON.stringify({ ablesedatum: tagDanach(heute, -welle), zaehlernummer: `ZB${i + 1}`, ablesewerte: { '1-1:1.8.0': 11000 + welle }, foto: bild }),
          });
          await res.arrayBuffer();
          statusse.push(res.status);
          dauern.push(performance.now() - start);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => (stichprobe.once('exit', r), stichprobe.kill('SIGTERM')));
    const m = JSON.parse(aus) as { anzahl: number; p50: number; p99: number; max: number };
    const zeile = `${name}: GET /api/mandant p99 ${m.p99} ms (p50 ${m.p50} ms, max ${m.max} ms, ${m.anzahl} Anfragen) während 2 × 5 Uploads à 10 MB; Uploads ${statusse.join(',')} in max. ${Math.round(Math.max(...dauern))} ms; Spitzenspeicher ${speicherVorher} → ${spitzenspeicherMb(server.kind.pid)} MB`;
    log(zeile);
    return zeile;
  } finally {
    await server.stoppen();
  }
}

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

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ekp-bench-api-'));
  const logVerzeichnis = process.env.EKP_BENCH_LOG ? path.resolve(process.env.EKP_BENCH_LOG) : path.join(tmp, 'logs');
  mkdirSync(logVerzeichnis, { recursive: true });
  if (PROFIL) mkdirSync(PROFIL, { recursive: true });
  const logDatei = (name: string) => path.join(logVerzeichnis, `${name.replace(/\W+/g, '-')}.log`);
  // ekp on PGlite owns its data directory; the bare server reads a copy of it, made after ekp's login wrote
  // the session row, so both can run at once.
  const ekpDir = path.join(tmp, 'ekp');
  const pgliteDir = path.join(ekpDir, 'pglite');
  const bareDir = path.join(tmp, 'bare-pglite');
  mkdirSync(ekpDir);
  await fuellen({ datenverzeichnis: pgliteDir });
  const mitPg = await erreichbar(PG_SERVER);
  const pgName = `ekp_bench_api_${process.pid}`;
  const pgUrl = PG_SERVER.replace(/\/[^/]*$/, `/${pgName}`);
  const admin = verbinden({ databaseUrl: PG_SERVER, statementTimeout: 300 });
  if (mitPg) {
    await sql.raw(`create database ${pgName}`).execute(admin);
    await fuellen({ databaseUrl: pgUrl });
  }
  const bDir = process.env.EKP_BENCH_B_DIR ? path.resolve(process.env.EKP_BENCH_B_DIR) : undefined;
  const alle: Kandidat[] = [
    { name: 'bare hello world', skript: 'bench/api-bare.ts', env: { BARE: 'hello' }, sitzung: 'keine' },
    { name: 'ekp PGlite', skript: EKP_START, env: { EKP_DATA_DIR: ekpDir }, sitzung: 'pglite' },
    { name: 'bare PGlite same reads', skript: 'bench/api-bare.ts', env: { BARE: 'pglite', PGLITE_DIR: bareDir }, sitzung: 'pglite' },
    ...(mitPg
      ? [
          { name: 'ekp PostgreSQL 1 worker', skript: EKP_START, env: { DATABASE_URL: pgUrl, EKP_WORKERS: '1' }, sitzung: 'pg' as const },
          { name: 'ekp PostgreSQL 2 workers', skript: EKP_START, env: { DATABASE_URL: pgUrl, EKP_WORKERS: '2' }, sitzung: 'pg' as const },
          { name: 'bare PostgreSQL same reads', skript: 'bench/api-bare.ts', env: { BARE: 'pg', DATABASE_URL: pgUrl }, sitzung: 'pg' as const },
          ...(bDir ? [{ name: 'ekp PostgreSQL 1 worker (B)', skript: EKP_START, env: { DATABASE_URL: pgUrl, EKP_WORKERS: '1' }, sitzung: 'pg' as const, dir: bDir }] : []),
        ]
      : []),
  ];
  // EKP_BENCH_NUR=<regex>: only the servers whose name matches (e.g. "PostgreSQL"), to compare a change quickly.
  const kandidaten = RUNDEN === 0 ? [] : alle.filter((k) => new RegExp(process.env.EKP_BENCH_NUR ?? '').test(k.name));
  const laufend = new Map<string, Laufend>();
  try {
    // One login per database, through ekp; the PGlite copy for the bare server is taken after it.
    const sitzungen: Record<Kandidat['sitzung'], Record<string, string>> = { keine: {}, pglite: {}, pg: {} };
    if (kandidaten.some((k) => k.sitzung === 'pglite')) {
      const ekp = await starten(EKP_START, { EKP_DATA_DIR: ekpDir }, PORT, logDatei('anmeldung'));
      laufend.set('anmeldung', ekp);
      sitzungen.pglite = await anmelden(1);
      await ekp.stoppen();
      laufend.delete('anmeldung');
      cpSync(pgliteDir, bareDir, { recursive: true });
    }
    for (const [i, k] of kandidaten.entries()) {
      laufend.set(k.name, await starten(k.skript, k.env, PORT + 1 + i, logDatei(k.name), k.dir));
      if (k.sitzung === 'pg' && !sitzungen.pg.token) sitzungen.pg = await anmelden(1, PORT + 1 + i);
    }
    log(`${kandidaten.length} Server laufen; je ${AUFWAERMEN} s aufwärmen`);
    for (const k of kandidaten) await messen(k, laufend.get(k.name)!, sitzungen[k.sitzung], AUFWAERMEN);
    for (let runde = 1; runde <= RUNDEN; runde++) {
      // Every other round in reverse, so that no server always follows the same neighbour.
      for (const k of runde % 2 ? kandidaten : [...kandidaten].reverse()) {
        const m = await messen(k, laufend.get(k.name)!, sitzungen[k.sitzung], DAUER);
        ergebnisse.set(k.name, [...(ergebnisse.get(k.name) ?? []), m]);
        log(`Runde ${runde} ${k.name}: ${Math.round(m.proS)}/s p50 ${m.p50} ms p99 ${m.p99} ms, ${Math.round(m.cpuUs ?? NaN)} µs CPU/Antwort${m.fehler ? ` (${m.fehler} Fehler)` : ''}`);
      }
    }
    for (const s of laufend.values()) await s.stoppen();
    laufend.clear();
    const ekpLogs = kandidaten.filter((k) => k.skript === EKP_START).map((k) => logDatei(k.name));

    // EKP_BENCH_UPLOADS=0 leaves out the upload measurement.
    const uploads = process.env.EKP_BENCH_UPLOADS === '0' ? [] : [await hochladenMessen('ekp PGlite', { EKP_DATA_DIR: ekpDir }, logDatei('uploads'))];
    if (mitPg && uploads.length > 0) uploads.push(await hochladenMessen('ekp PostgreSQL', { DATABASE_URL: pgUrl }, logDatei('uploads')));

    const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`\nGET /api/anschlussnutzer, ${os.cpus().length} Kerne, Node ${process.version}, autocannon 100 Verbindungen × ${DAUER} s, Median von ${RUNDEN} Runden (Spanne min–max) nach ${AUFWAERMEN} s Aufwärmen; Last (uptime) am Ende ${load}`);
    if (ekpLogs.length) console.log(`ekp protokolliert mit LOG_LEVEL info in Dateien: ${logUmfang(ekpLogs)}`);
    console.log(`${'server'.padEnd(30)} ${'answers/s'.padEnd(22)} ${'p50 ms'.padEnd(14)} ${'p99 ms'.padEnd(16)} µs CPU/answer`);
    for (const k of kandidaten) {
      const r = ergebnisse.get(k.name) ?? [];
      if (!r.length) continue;
      const w = (f: (m: Messung) => number) => r.map(f);
      console.log(
        `${k.name.padEnd(30)} ${mitSpanne(w((m) => m.proS), zahl).padEnd(22)} ${mitSpanne(w((m) => m.p50)).padEnd(14)} ${mitSpanne(w((m) => m.p99)).padEnd(16)} ${mitSpanne(w((m) => m.cpuUs ?? NaN))}`,
      );
    }
    const verhaeltnis = (a: string, b: string, ziel = true) => {
      const [ra, rb] = [ergebnisse.get(a) ?? [], ergebnisse.get(b) ?? []];
      if (!ra.length || !rb.length) return;
      // The ratio of each round (both measured within a minute of each other) and the ratio of the medians.
      const jeRunde = ra.flatMap((m, i) => (rb[i] ? [(100 * m.proS) / rb[i].proS] : []));
      const vonMedianen = (100 * median(ra.map((m) => m.proS))) / median(rb.map((m) => m.proS));
      const p99 = spanne(ra.map((m) => m.p99));
      const erfuellt = vonMedianen >= 80 && p99.median < 100;
      console.log(
        `${a} / ${b}: ${prozent(vonMedianen)} (Verhältnis der Mediane; je Runde ${jeRunde.map(prozent).join(', ')})` +
          (ziel ? `  Ziel ≥ 80 %, p99 ${mitSpanne([p99.min, p99.median, p99.max])} ms, Ziel < 100 ms: ${erfuellt ? 'ok' : 'VERFEHLT'}` : ''),
      );
    };
    console.log('');
    verhaeltnis('ekp PGlite', 'bare PGlite same reads');
    verhaeltnis('ekp PostgreSQL 1 worker', 'bare PostgreSQL same reads');
    verhaeltnis('ekp PostgreSQL 2 workers', 'bare PostgreSQL same reads');
    verhaeltnis('ekp PostgreSQL 2 workers', 'ekp PostgreSQL 1 worker', false);
    verhaeltnis('ekp PostgreSQL 1 worker (B)', 'bare PostgreSQL same reads');
    if (EKP_START !== 'src/start.ts') console.log('(This checkout has no src/start.ts: EKP_WORKERS is ignored, 1 and 2 workers are the same process.)');
    console.log('');
    for (const z of uploads) console.log(`${z}  (Ziel p99 < 500 ms)`);
  } finally {
    for (const s of laufend.values()) await s.stoppen();
    if (mitPg) await sql.raw(`drop database if exists ${pgName} with (force)`).execute(admin);
    await admin.destroy();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
