// `npm run bench:api` (issue 10): ekp against bare Fastify doing the same work, side by side, each server in
// its own process and the load generator (autocannon) in another. Drives them alternately, 2 rounds, and
// prints answers/s, p50/p99 and the ratios; then the p99 of GET /api/mandant while 5 photos of 10 MB upload.
// Not part of npm test. EKP_BENCH_DAUER (s, default 10), EKP_BENCH_RUNDEN (default 2), EKP_BENCH_PG (URL),
// EKP_BENCH_RUNDEN=0 (uploads only), EKP_BENCH_PORT (default 3220), EKP_BENCH_EKP_DIR (another checkout's packages/server, for a before/after),
// EKP_BENCH_B_DIR (adds that checkout as a second ekp on PostgreSQL), EKP_BENCH_NUR (regex of server names), EKP_BENCH_UPLOADS=0.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heuteIn, tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import { verbinden } from '../src/db/verbinden.ts';
import { erreichbar } from '../test/postgres.ts';
import { fuellen, KUNDEN } from './api-daten.ts';
import { cpuMs, last, spitzenspeicherMb, type Messung } from './api-messen.ts';

const DAUER = Number(process.env.EKP_BENCH_DAUER ?? 10);
// Seconds of load before the measurement, the same for every server: a server runs warm for days. ekp has
// ~10× the bare servers' code for V8 to compile and optimise and was still speeding up 3–9 s into the load
// (3-s slices after a cold start: 2,268 · 3,027 · 2,875 · 3,126 · 3,308/s; the bare server flat after 3 s).
const AUFWAERMEN = Number(process.env.EKP_BENCH_AUFWAERMEN ?? 8);
const RUNDEN = Number(process.env.EKP_BENCH_RUNDEN ?? 2); // 0: only the upload measurement
const PG_SERVER = process.env.EKP_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.EKP_BENCH_PORT ?? 3220);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const heute = heuteIn(new Date());
/** Another checkout's server package, to measure ekp before a change with the same references. */
const EKP_DIR = process.env.EKP_BENCH_EKP_DIR ? path.resolve(process.env.EKP_BENCH_EKP_DIR) : SERVER_DIR;
// The production entry (EKP_WORKERS needs it: node:cluster lives there); an older checkout has only main.ts.
const EKP_START = existsSync(path.join(EKP_DIR, 'src/start.ts')) ? 'src/start.ts' : 'src/main.ts';

const log = (text: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

interface Laufend {
  kind: ChildProcess;
  stoppen(): Promise<void>;
}

async function starten(skript: string, env: Record<string, string>, dir = EKP_DIR): Promise<Laufend> {
  const kind = spawn(process.execPath, ['--import', 'tsx', skript.startsWith('src/') ? path.join(dir, skript) : skript], {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), EKP_DEMO: 'false', EKP_WEB_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bis = Date.now() + 60_000;
  for (;;) {
    if (kind.exitCode !== null) throw new Error(`${skript} endete beim Start (${kind.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/anschlussnutzer`).then(() => true, () => false);
    if (ok) break;
    if (Date.now() > bis) throw new Error(`${skript} startet nicht`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    kind,
    stoppen: () =>
      new Promise((resolve) => {
        if (kind.exitCode !== null) return resolve();
        kind.once('exit', () => resolve());
        kind.kill('SIGTERM');
      }),
  };
}

async function anmelden(nr: number): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/anschlussnutzer/login`, { method: 'POST', headers: { kundennummer: `B${nr}`, passwort: 'Geheim123!' } });
  if (res.status !== 200) throw new Error(`Anmeldung B${nr}: ${res.status} ${await res.text()}`);
  return { token: res.headers.get('token')!, kundennummer: `B${nr}` };
}

interface Kandidat {
  name: string;
  skript: string;
  env: Record<string, string>;
  /** The ekp server needs a login for its token; the bare ones check the same session row. */
  ekp: boolean;
  /** Another checkout's packages/server (EKP_BENCH_B_DIR): a change measured against HEAD in one run. */
  dir?: string;
}

const ergebnisse = new Map<string, Messung[]>();

async function messen(k: Kandidat, sitzung: { headers?: Record<string, string> }): Promise<void> {
  const server = await starten(k.skript, k.env, k.dir);
  try {
    if (k.ekp) sitzung.headers ??= await anmelden(1);
    const headers = k.env.BARE === 'hello' ? {} : sitzung.headers!;
    const url = `http://127.0.0.1:${PORT}/api/anschlussnutzer`;
    await last(url, headers, AUFWAERMEN);
    const cpuVorher = cpuMs(server.kind.pid);
    const m = await last(url, headers, DAUER);
    m.cpuUs = ((cpuMs(server.kind.pid) - cpuVorher) * 1000) / (m.proS * DAUER);
    ergebnisse.set(k.name, [...(ergebnisse.get(k.name) ?? []), m]);
    log(`${k.name}: ${Math.round(m.proS)}/s p50 ${m.p50} ms p99 ${m.p99} ms, ${Math.round(m.cpuUs)} µs CPU/Antwort${m.fehler ? ` (${m.fehler} Fehler)` : ''}`);
  } finally {
    await server.stoppen();
  }
}

/** 10 MB, a JPEG by its first bytes; the rest random so that nothing compresses it. */
function foto(): string {
  const daten = Buffer.alloc(10 * 1024 * 1024 - 4096);
  for (let i = 0; i < daten.length; i += 4) daten.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  daten.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return daten.toString('base64');
}

async function hochladenMessen(name: string, env: Record<string, string>): Promise<string> {
  const server = await starten(EKP_START, env);
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

const fmt = (n: number) => String(Math.round(n)).padStart(7);

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ekp-bench-api-'));
  const pgliteDir = path.join(tmp, 'pglite');
  await fuellen({ datenverzeichnis: pgliteDir });
  const mitPg = await erreichbar(PG_SERVER);
  const pgName = `ekp_bench_api_${process.pid}`;
  const pgUrl = PG_SERVER.replace(/\/[^/]*$/, `/${pgName}`);
  const admin = verbinden({ databaseUrl: PG_SERVER });
  if (mitPg) {
    await sql.raw(`create database ${pgName}`).execute(admin);
    await fuellen({ databaseUrl: pgUrl });
  }
  const bDir = process.env.EKP_BENCH_B_DIR ? path.resolve(process.env.EKP_BENCH_B_DIR) : undefined;
  const alle: Kandidat[] = [
    { name: 'bare hello world', skript: 'bench/api-bare.ts', env: { BARE: 'hello' }, ekp: false },
    { name: 'ekp PGlite', skript: EKP_START, env: { EKP_DATA_DIR: tmp }, ekp: true },
    { name: 'bare PGlite same reads', skript: 'bench/api-bare.ts', env: { BARE: 'pglite', PGLITE_DIR: pgliteDir }, ekp: false },
    ...(mitPg
      ? [
          { name: 'ekp PostgreSQL 1 worker', skript: EKP_START, env: { DATABASE_URL: pgUrl, EKP_WORKERS: '1' }, ekp: true },
          { name: 'ekp PostgreSQL 2 workers', skript: EKP_START, env: { DATABASE_URL: pgUrl, EKP_WORKERS: '2' }, ekp: true },
          { name: 'bare PostgreSQL same reads', skript: 'bench/api-bare.ts', env: { BARE: 'pg', DATABASE_URL: pgUrl }, ekp: false },
          ...(bDir ? [{ name: 'ekp PostgreSQL 1 worker (B)', skript: EKP_START, env: { DATABASE_URL: pgUrl, EKP_WORKERS: '1' }, ekp: true, dir: bDir }] : []),
        ]
      : []),
  ];
  // EKP_BENCH_NUR=<regex>: only the servers whose name matches (e.g. "PostgreSQL"), to compare a change quickly.
  const kandidaten = alle.filter((k) => new RegExp(process.env.EKP_BENCH_NUR ?? '').test(k.name));
  try {
    // The bare servers read the session row ekp wrote at login: one login per database.
    const sitzungen = { pglite: {} as { headers?: Record<string, string> }, pg: {} as { headers?: Record<string, string> } };
    for (let runde = 1; runde <= RUNDEN; runde++) {
      log(`Runde ${runde}`);
      for (const k of kandidaten) await messen(k, k.env.DATABASE_URL ? sitzungen.pg : sitzungen.pglite);
    }
    // EKP_BENCH_UPLOADS=0 leaves out the upload measurement.
    const uploads = process.env.EKP_BENCH_UPLOADS === '0' ? [] : [await hochladenMessen('ekp PGlite', { EKP_DATA_DIR: tmp })];
    if (mitPg && uploads.length > 0) uploads.push(await hochladenMessen('ekp PostgreSQL', { DATABASE_URL: pgUrl }));

    const bester = (name: string) => (ergebnisse.get(name) ?? []).reduce<Messung | undefined>((b, m) => (!b || m.proS > b.proS ? m : b), undefined);
    console.log(`\nGET /api/anschlussnutzer, ${os.cpus().length} Kerne, Node ${process.version}, autocannon 100 Verbindungen × ${DAUER} s, beste von ${RUNDEN} Runden`);
    console.log('server                          answers/s  p50 ms  p99 ms  µs CPU/answer (median of rounds)');
    for (const k of kandidaten) {
      const m = bester(k.name);
      const cpu = (ergebnisse.get(k.name) ?? []).map((r) => r.cpuUs ?? NaN).sort((a, b) => a - b);
      if (m) console.log(`${k.name.padEnd(30)} ${fmt(m.proS)} ${fmt(m.p50)} ${fmt(m.p99)} ${fmt(cpu[Math.floor(cpu.length / 2)] ?? NaN)}`);
    }
    const verhaeltnis = (a: string, b: string, ziel = true) => {
      const x = bester(a);
      const y = bester(b);
      if (!x || !y) return;
      // The same server scatters by ±20 % between rounds here: the ratio of each round (both measured
      // minutes apart at most) shows how far the best-of figure can be trusted.
      const [ra, rb] = [ergebnisse.get(a) ?? [], ergebnisse.get(b) ?? []];
      const runden = ra.map((m, i) => (rb[i] ? `${Math.round((100 * m.proS) / rb[i].proS)} %` : '–')).join(', ');
      console.log(`${a} / ${b}: ${Math.round((100 * x.proS) / y.proS)} % (beste Runden; je Runde: ${runden})${ziel ? `  (Ziel ≥ 80 %; p99 ${x.p99} ms, Ziel < 100 ms)` : ''}`);
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
    if (mitPg) await sql.raw(`drop database if exists ${pgName} with (force)`).execute(admin);
    await admin.destroy();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
