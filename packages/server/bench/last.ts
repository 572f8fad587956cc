// `npm run bench:last` (issue 27 item 5): many simulated customers, each with a session of its own, against
// `EKP_WORKERS=2` on PostgreSQL, without and with a read replica. By default it makes its own PostgreSQL
// (test/pg-cluster.ts, port 54332), fills it with `npm run bench:daten`'s generator (last-daten.ts; sizes from
// EKP_BENCH_KUNDEN / _ZAEHLPUNKTE / _TAGE) and, for the second part, a streaming replica (port 54333).
// EKP_BENCH_DATABASE_URL uses a database generated before instead (with EKP_BENCH_READ_URL for its replica).
// Each customer logs in, views 10–30 pages with a think time between them (EKP_BENCH_DENKZEIT, mean 3,000 ms),
// logs out and comes back as another customer; one page view in 50 submits a meter reading. The server logs
// as `npm start` does (LOG_LEVEL info) into EKP_BENCH_LOG (default: ekp-bench-last-server.log in the temp directory). Prints per call p50/p95/p99 (median of EKP_BENCH_RUNDEN rounds, p95
// spread), answers/s, errors and CPU seconds per 1,000 answers of ekp's and PostgreSQL's processes.
// EKP_BENCH_NUTZER (200,1000), EKP_BENCH_DAUER (s measured, 60), EKP_BENCH_AUFWAERMEN (s, 20),
// EKP_BENCH_REPLIKAT (ohne,mit), EKP_BENCH_BEHALTEN=1 keeps the PostgreSQL directories. Not part of npm test.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { heuteIn } from '@ekp/contract';
import { clusterGrund, primaerAnlegen, replikatAnlegen, type Cluster } from '../test/pg-cluster.ts';
import { cpuMs } from './api-messen.ts';
import { datenbankNeu, datenErzeugen, GROESSEN, PASSWORT } from './last-daten.ts';

const NUTZER = (process.env.EKP_BENCH_NUTZER ?? '200,1000').split(',').map(Number);
const DAUER = Number(process.env.EKP_BENCH_DAUER ?? 60);
const AUFWAERMEN = Number(process.env.EKP_BENCH_AUFWAERMEN ?? 20);
const RUNDEN = Number(process.env.EKP_BENCH_RUNDEN ?? 3);
// 3 s between page views: a fast reader; real customers take 10–30 s, so this is 3–10 times their rate.
const DENKZEIT_MS = Number(process.env.EKP_BENCH_DENKZEIT ?? 3000);
const VARIANTEN = (process.env.EKP_BENCH_REPLIKAT ?? 'ohne,mit').split(',');
const PORT = Number(process.env.EKP_BENCH_PORT ?? 42750);
const PG_PORT = 54332;
const REPLIKAT_PORT = 54333;
const ZIEL_P95_MS = 200;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const LOGDATEI = process.env.EKP_BENCH_LOG ?? path.join(os.tmpdir(), 'ekp-bench-last-server.log');
const heute = heuteIn(new Date());

const log = (text: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- HTTP: one keep-alive agent for all simulated customers (each customer one request at a time per call).
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Antwort {
  status: number;
  token?: string;
}

function anfrage(methode: string, pfad: string, kopf: Record<string, string>, body?: unknown): Promise<Antwort> {
  return new Promise((resolve) => {
    const daten = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port: PORT, method: methode, path: pfad, agent, headers: { ...kopf, ...(daten ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(daten) } : {}) } },
      (res) => {
        res.resume();
        res.once('end', () => resolve({ status: res.statusCode ?? 0, ...(typeof res.headers.token === 'string' ? { token: res.headers.token } : {}) }));
        res.once('error', () => resolve({ status: 0 }));
      },
    );
    req.once('error', () => resolve({ status: 0 }));
    req.end(daten);
  });
}

// ---- Measurement of one round.
interface Runde {
  zeiten: Map<string, number[]>;
  fehler: Map<string, number>;
  antworten: number;
  messen: boolean;
  ende: boolean;
  seiten: number;
  abgelesen: Set<number>;
}

async function rufe(r: Runde, name: string, methode: string, pfad: string, kopf: Record<string, string>, body?: unknown): Promise<Antwort> {
  const start = performance.now();
  const a = await anfrage(methode, pfad, kopf, body);
  if (r.messen) {
    const ms = performance.now() - start;
    let liste = r.zeiten.get(name);
    if (!liste) r.zeiten.set(name, (liste = []));
    liste.push(ms);
    r.antworten++;
    if (a.status < 200 || a.status >= 300) r.fehler.set(`${name} ${a.status}`, (r.fehler.get(`${name} ${a.status}`) ?? 0) + 1);
  }
  return a;
}

const zufall = (n: number) => Math.floor(Math.random() * n);

/** Half of the simulated customers have a smart meter (the ones who look at their load curve). */
function kundeWaehlen(): number {
  return Math.random() < 0.5 ? 1 + zufall(GROESSEN.zaehlpunkte) : GROESSEN.zaehlpunkte + 1 + zufall(GROESSEN.kunden - GROESSEN.zaehlpunkte);
}

/** One page view: the calls the web app makes for it, in parallel as a browser does. */
async function seite(r: Runde, i: number, kopf: Record<string, string>): Promise<void> {
  const v = `/api/LV${i}`;
  const get = (name: string, pfad: string) => rufe(r, name, 'GET', pfad, kopf);
  r.seiten++;
  if (r.seiten % 50 === 0 && !r.abgelesen.has(i)) {
    // The same value per customer: a second submission on the same day is the same reading (not a conflict).
    r.abgelesen.add(i);
    await rufe(r, 'POST ablesungen', 'POST', `${v}/ablesungen`, kopf, { ablesedatum: heute, zaehlernummer: `LZ${i}`, ablesewerte: { '1-1:1.8.0': 10_900 + (i % 100) } });
    return;
  }
  const w = Math.random();
  if (w < 0.25) await Promise.all([get('GET anschlussnutzer', '/api/anschlussnutzer'), get('GET vertrag', v), get('GET aktueller_tarif', `${v}/aktueller_tarif`)]);
  else if (w < 0.35) await Promise.all([get('GET vertrag', v), get('GET tarifhistorie', `${v}/tarifhistorie`), get('GET zaehler', `${v}/zaehler`)]);
  else if (w < 0.65) {
    const modus = (['hourly', 'daily', 'monthly'] as const)[zufall(3)]!;
    await Promise.all([get(`GET historie ${modus}`, `${v}/historie?interval=${modus}`), get('GET verbraeuche', `${v}/verbraeuche`)]);
  } else if (w < 0.75) await get('GET preiszeitreihe', '/api/preiszeitreihe');
  else if (w < 0.9) {
    await get('GET dokument/alle', '/api/dokument/alle');
    if (Math.random() < 0.3) await get('GET dokument/daten', `/api/dokument/daten/LD${i}`);
  } else await Promise.all([get('GET zaehler', `${v}/zaehler`), get('GET ablesungen', `${v}/ablesungen`)]);
}

/** A simulated customer: log in, 10–30 page views with think time, log out, come back as another customer. */
async function kunde(r: Runde, platz: number, verzoegerung: number): Promise<void> {
  await pause(verzoegerung);
  // Customers come from many addresses (behind the reverse proxy on loopback that EKP_TRUST_PROXY trusts).
  const ip = `10.${(platz >> 16) & 255}.${(platz >> 8) & 255}.${platz & 255}`;
  while (!r.ende) {
    const i = kundeWaehlen();
    const kopf: Record<string, string> = { host: 'localhost', 'x-forwarded-for': ip, kundennummer: `L${i}` };
    const login = await rufe(r, 'POST login', 'POST', '/api/anschlussnutzer/login', { ...kopf, passwort: PASSWORT });
    if (!login.token) {
      await pause(DENKZEIT_MS);
      continue;
    }
    kopf.token = login.token;
    const seiten = 10 + zufall(21);
    for (let s = 0; s < seiten && !r.ende; s++) {
      await seite(r, i, kopf);
      await pause(DENKZEIT_MS * (0.5 + Math.random()));
    }
    await rufe(r, 'DELETE logout', 'DELETE', '/api/anschlussnutzer/logout', kopf);
  }
}

interface Ergebnis {
  aufrufe: Map<string, { n: number; p50: number; p95: number; p99: number }>;
  fehler: Map<string, number>;
  proS: number;
  antworten: number;
  cpuEkp: number;
  cpuPg: number;
  /** The machine's 1-minute load average at the round's end: the machine is shared, this says how much. */
  last: number;
}

const perzentil = (sortiert: number[], p: number) => sortiert[Math.min(sortiert.length - 1, Math.floor((p / 100) * sortiert.length))] ?? NaN;

async function runde(nutzer: number, serverPid: number | undefined, pgPids: number[]): Promise<Ergebnis> {
  const r: Runde = { zeiten: new Map(), fehler: new Map(), antworten: 0, messen: false, ende: false, seiten: 0, abgelesen: new Set() };
  // Customers arrive over the warm-up, not all at one instant (a thousand logins at once is a different test).
  const laeufe = Array.from({ length: nutzer }, (_, p) => kunde(r, p + 1, Math.random() * AUFWAERMEN * 500));
  await pause(AUFWAERMEN * 1000);
  const cpuVorher = { ekp: cpuMs(serverPid), pg: pgPids.reduce((s, p) => s + cpuMs(p), 0) };
  const start = performance.now();
  r.messen = true;
  await pause(DAUER * 1000);
  r.messen = false;
  const sekunden = (performance.now() - start) / 1000;
  const cpuEkp = cpuMs(serverPid) - cpuVorher.ekp;
  const cpuPg = pgPids.reduce((s, p) => s + cpuMs(p), 0) - cpuVorher.pg;
  r.ende = true;
  await Promise.all(laeufe);
  const aufrufe = new Map<string, { n: number; p50: number; p95: number; p99: number }>();
  for (const [name, zeiten] of [...r.zeiten].sort(([a], [b]) => a.localeCompare(b))) {
    zeiten.sort((a, b) => a - b);
    aufrufe.set(name, { n: zeiten.length, p50: perzentil(zeiten, 50), p95: perzentil(zeiten, 95), p99: perzentil(zeiten, 99) });
  }
  return { aufrufe, fehler: r.fehler, proS: r.antworten / sekunden, antworten: r.antworten, cpuEkp: cpuEkp / r.antworten, cpuPg: cpuPg / r.antworten, last: os.loadavg()[0]! };
}

// ---- Server.
async function serverStarten(env: Record<string, string>): Promise<ChildProcess> {
  const kind = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_DIR, 'src/start.ts')], {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), EKP_DEMO: 'false', EKP_WEB_DIR: '/nonexistent', EKP_WORKERS: '2', LOG_LEVEL: 'info', ...env },
    // The log lines are written as in production (JSON to stdout), into a file (EKP_BENCH_LOG).
    stdio: ['ignore', fs.openSync(LOGDATEI, 'a'), 'inherit'],
  });
  // Two workers compiling the server with tsx take a while on a busy machine.
  const bis = Date.now() + 300_000;
  for (;;) {
    if (kind.exitCode !== null) throw new Error(`Server endete beim Start (${kind.exitCode})`);
    if ((await anfrage('GET', '/api/health', { host: 'localhost' })).status === 200) return kind;
    if (Date.now() > bis) throw new Error('Server startet nicht');
    await pause(300);
  }
}

function serverStoppen(kind: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (kind.exitCode !== null) return resolve();
    kind.once('exit', () => resolve());
    kind.kill('SIGTERM');
  });
}

const zahl = (n: number, breite = 7) => (Number.isFinite(n) ? String(Math.round(n)) : '–').padStart(breite);
const median = (werte: number[]) => [...werte].sort((a, b) => a - b)[Math.floor(werte.length / 2)] ?? NaN;

function ausgeben(titel: string, nutzer: number, runden: Ergebnis[]): boolean {
  const namen = [...new Set(runden.flatMap((r) => [...r.aufrufe.keys()]))].sort();
  console.log(`\n${titel}, ${nutzer} Kunden gleichzeitig: Median von ${runden.length} Runde(n) à ${DAUER} s (p95 min–max)`);
  console.log('call                           answers   p50 ms   p95 ms   p99 ms   p95 spread');
  let ziel = true;
  for (const name of namen) {
    const werte = runden.map((r) => r.aufrufe.get(name)).filter((w) => w !== undefined);
    const p95 = werte.map((w) => w.p95);
    const m95 = median(p95);
    if (!(m95 < ZIEL_P95_MS)) ziel = false;
    console.log(
      `${name.padEnd(28)} ${zahl(werte.reduce((s, w) => s + w.n, 0), 9)} ${zahl(median(werte.map((w) => w.p50)), 8)} ${zahl(m95, 8)} ${zahl(median(werte.map((w) => w.p99)), 8)}   ${Math.round(Math.min(...p95))}–${Math.round(Math.max(...p95))}`,
    );
  }
  const fehler = new Map<string, number>();
  for (const r of runden) for (const [k, n] of r.fehler) fehler.set(k, (fehler.get(k) ?? 0) + n);
  const summeFehler = [...fehler.values()].reduce((s, n) => s + n, 0);
  console.log(
    `answers/s ${zahl(median(runden.map((r) => r.proS)), 0)} (${runden.map((r) => Math.round(r.proS)).join(', ')}); errors ${summeFehler}` +
      `${summeFehler ? ` (${[...fehler].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}; CPU s per 1,000 answers: ekp ${median(runden.map((r) => r.cpuEkp)).toFixed(2)}, PostgreSQL ${median(runden.map((r) => r.cpuPg)).toFixed(2)}; load average ${runden.map((r) => r.last.toFixed(1)).join(', ')}`,
  );
  const erreicht = ziel && summeFehler === 0;
  if (nutzer <= 200) console.log(`goal (p95 < ${ZIEL_P95_MS} ms for every call, 0 errors): ${erreicht ? 'reached' : 'NOT reached'}`);
  return erreicht;
}

async function main(): Promise<void> {
  let primaer: Cluster | undefined;
  let replikat: Cluster | undefined;
  let url = process.env.EKP_BENCH_DATABASE_URL;
  let leseUrl = process.env.EKP_BENCH_READ_URL;
  try {
    if (!url) {
      const grund = clusterGrund();
      if (grund) throw new Error(`bench:last braucht einen eigenen PostgreSQL-Server: ${grund} (oder EKP_BENCH_DATABASE_URL)`);
      // More memory than the initdb default, as a database server of this size would get.
      primaer = primaerAnlegen(PG_PORT, { shared_buffers: "'1GB'", max_connections: 200, checkpoint_timeout: "'15min'", max_wal_size: "'8GB'" });
      url = await datenbankNeu(primaer.url(), 'ekp_last');
      log(`Erzeuge die Daten in ${primaer.dir} (Port ${PG_PORT}) …`);
      await datenErzeugen(url);
    }
    const pgPids = () => [primaer?.pid(), replikat?.pid()].filter((p): p is number => p !== undefined);
    console.log(
      `\nbench:last: ${os.cpus().length} Kerne (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, EKP_WORKERS=2, Lastgenerator im selben Rechner; ` +
        `Denkzeit ${DENKZEIT_MS} ms im Mittel; ${GROESSEN.kunden.toLocaleString('de-DE')} Kunden, ${GROESSEN.zaehlpunkte.toLocaleString('de-DE')} Zählpunkte`,
    );
    let ziel = true;
    for (const variante of VARIANTEN) {
      const env: Record<string, string> = { DATABASE_URL: url };
      if (variante === 'mit') {
        if (!leseUrl && primaer) {
          log('Lege das Lesereplikat an (pg_basebackup -R) …');
          replikat = replikatAnlegen(primaer, REPLIKAT_PORT);
          leseUrl = replikat.url('ekp_last');
        }
        if (!leseUrl) {
          console.log('\nmit Replikat: übersprungen (EKP_BENCH_READ_URL fehlt zu EKP_BENCH_DATABASE_URL)');
          continue;
        }
        env.DATABASE_READ_URL = leseUrl;
      }
      const server = await serverStarten(env);
      try {
        for (const nutzer of NUTZER) {
          const runden: Ergebnis[] = [];
          for (let i = 1; i <= RUNDEN; i++) {
            log(`${variante} Replikat, ${nutzer} Kunden, Runde ${i} …`);
            runden.push(await runde(nutzer, server.pid, pgPids()));
          }
          const ok = ausgeben(`${variante === 'mit' ? 'mit Lesereplikat' : 'ohne Replikat'}`, nutzer, runden);
          if (nutzer <= 200) ziel &&= ok;
        }
      } finally {
        await serverStoppen(server);
      }
    }
    if (!ziel) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (process.env.EKP_BENCH_BEHALTEN === '1') log(`PostgreSQL bleibt: ${primaer?.dir ?? ''} ${replikat?.dir ?? ''}`);
    else {
      replikat?.entfernen();
      primaer?.entfernen();
    }
  }
}

await main();
