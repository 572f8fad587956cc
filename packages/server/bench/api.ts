// `npm run bench:api`: ekp against bare Fastify doing the same work, side by side, each server in
// its own process and the load generator (autocannon) in another. All servers run at once (idle ones cost
// nothing), are warmed, then measured in turn, the order reversed every other round, so the machine's load
// hits each alike. Prints the MEDIAN of the rounds with the spread (min–max) of answers/s, p50/p99 and the
// ratios (bench/runden.ts); then the p99 of GET /api/mandant while 5 photos of 10 MB upload. ekp runs with
// production logging (LOG_LEVEL info, one access line per request) written to a file.
// Not part of npm test. EKP_BENCH_DAUER (s, default 10), EKP_BENCH_RUNDEN (≥ 3, default 5), EKP_BENCH_PG (URL),
// EKP_BENCH_RUNDEN=0 (uploads only), EKP_BENCH_PORT (default 3220, the servers take the next ones),
// EKP_BENCH_EKP_DIR (another checkout's packages/server, for a before/after), EKP_BENCH_B_DIR (adds that
// checkout as a second ekp on PostgreSQL), EKP_BENCH_NUR (regex of server names), EKP_BENCH_UPLOADS=0,
// EKP_BENCH_PROFIL=<dir> (ekp servers write a V8 CPU profile there: node --cpu-prof), EKP_BENCH_LOG=<dir> (keeps the logs),
// EKP_BENCH_RATE=<answers/s> (a fixed load, for CPU per answer without saturation).
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { verbinden } from '../src/db/verbinden.ts';
import { erreichbar } from '../test/postgres.ts';
import { ausgeben } from './api-ausgabe.ts';
import { fuellen } from './api-daten.ts';
import { AUFWAERMEN, DAUER, EKP_START, log, PG_SERVER, PORT, PROFIL, RUNDEN } from './api-einstellungen.ts';
import type { Messung } from './api-messen.ts';
import { anmelden, messen, starten, type Kandidat } from './api-server.ts';
import { hochladenMessen } from './api-uploads.ts';
import type { ServerProzess } from './server-prozess.ts';

async function main(): Promise<void> {
  const ergebnisse = new Map<string, Messung[]>();
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
          { name: 'bare PostgreSQL same reads prepared', skript: 'bench/api-bare.ts', env: { BARE: 'pg', BARE_BENANNT: '1', DATABASE_URL: pgUrl }, sitzung: 'pg' as const },
          { name: 'bare PostgreSQL same reads prepared, described once', skript: 'bench/api-bare.ts', env: { BARE: 'pg', BARE_BENANNT: 'einmal', DATABASE_URL: pgUrl }, sitzung: 'pg' as const },
          ...(bDir ? [{ name: 'ekp PostgreSQL 1 worker (B)', skript: EKP_START, env: { DATABASE_URL: pgUrl, EKP_WORKERS: '1' }, sitzung: 'pg' as const, dir: bDir }] : []),
        ]
      : []),
  ];
  // EKP_BENCH_NUR=<regex>: only the servers whose name matches (e.g. "PostgreSQL"), to compare a change quickly.
  const kandidaten = RUNDEN === 0 ? [] : alle.filter((k) => new RegExp(process.env.EKP_BENCH_NUR ?? '').test(k.name));
  const laufend = new Map<string, ServerProzess>();
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

    ausgeben(kandidaten, ergebnisse, ekpLogs, uploads);
  } finally {
    for (const s of laufend.values()) await s.stoppen();
    if (mitPg) await sql.raw(`drop database if exists ${pgName} with (force)`).execute(admin);
    await admin.destroy();
    rmSync(tmp, { recursive: true, force: true });
  }
}

// EKP_BENCH_PAAR=<checkout>: the pinned A/B of bench/api-paar.ts instead of the rounds.
if (process.env.EKP_BENCH_PAAR) await (await import('./api-paar.ts')).paarMessen(path.resolve(process.env.EKP_BENCH_PAAR));
else await main();
