// `EKP_BENCH_PAAR=<another checkout's packages/server> npm run bench:api`: this checkout's ekp against another at
// the same fixed rate *at the same time*, both pinned to one core (taskset), CPU per answer from /proc. On a
// host whose speed changes from minute to minute, servers measured in turn differ by the minute they ran in
// (rounds of one server spread 57–98 % of the bare one); two servers sharing one core and the same seconds
// see the same host. The same checkout on both sides differed by +5 µs (2–12) per answer, measured in turn by ±20.
// EKP_BENCH_RATE (answers/s per server, default 800: both fit on one core), EKP_BENCH_RUNDEN, EKP_BENCH_DAUER.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { verbinden } from '../src/db/verbinden.ts';
import { fuellen } from './api-daten.ts';
import { DAUER, EKP_DIR, EKP_START, log, PG_SERVER, PORT, RUNDEN } from './api-einstellungen.ts';
import { cpuMs, last } from './api-messen.ts';
import { anmelden, starten } from './api-server.ts';
import { mitSpanne } from './runden.ts';
import type { ServerProzess } from './server-prozess.ts';

export async function paarMessen(anderer: string): Promise<void> {
  process.env.EKP_BENCH_RATE ??= '800';
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ekp-bench-paar-'));
  const pgName = `ekp_bench_paar_${process.pid}`;
  const pgUrl = PG_SERVER.replace(/\/[^/]*$/, `/${pgName}`);
  const admin = verbinden({ databaseUrl: PG_SERVER, statementTimeout: 300 });
  await sql.raw(`create database ${pgName}`).execute(admin);
  const env = { DATABASE_URL: pgUrl, EKP_WORKERS: '1' };
  const server: ServerProzess[] = [];
  try {
    await fuellen({ databaseUrl: pgUrl });
    server.push(await starten(EKP_START, env, PORT + 1, path.join(tmp, 'a.log'), EKP_DIR));
    server.push(await starten(EKP_START, env, PORT + 2, path.join(tmp, 'b.log'), anderer));
    // Every thread of both processes on core 0; PostgreSQL and the load generator take the other.
    for (const s of server) execFileSync('taskset', ['-a', '-cp', '0', String(s.kind.pid)], { stdio: 'ignore' });
    const sitzung = await anmelden(1, PORT + 1);
    const runde = async (sekunden: number) => {
      const vorher = server.map((s) => cpuMs(s.kind.pid));
      const m = await Promise.all(server.map((s) => last(`http://127.0.0.1:${s.port}/api/anschlussnutzer`, sitzung, sekunden, 50)));
      if (m.some((x) => x.fehler > 0)) throw new Error(`Fehlerhafte Antworten: ${m.map((x) => x.fehler).join(' / ')}`);
      return server.map((s, i) => ((cpuMs(s.kind.pid) - vorher[i]!) * 1000) / (m[i]!.proS * sekunden));
    };
    log(`2 ekp auf Kern 0, je ${process.env.EKP_BENCH_RATE}/s; 8 s aufwärmen`);
    await runde(8);
    const a: number[] = [];
    const b: number[] = [];
    for (let r = 1; r <= RUNDEN; r++) {
      const [x, y] = await runde(DAUER);
      a.push(x!);
      b.push(y!);
      log(`Runde ${r}: ${x!.toFixed(0)} · ${y!.toFixed(0)} µs CPU/Antwort`);
    }
    const differenz = a.map((x, i) => x - b[i]!);
    console.log(`\nGET /api/anschlussnutzer, beide zugleich mit ${process.env.EKP_BENCH_RATE}/s auf einem Kern, ${RUNDEN} Runden × ${DAUER} s, µs CPU je Antwort, Median (Spanne)`);
    console.log(`diese Kopie   ${mitSpanne(a)}`);
    console.log(`${anderer}   ${mitSpanne(b)}`);
    console.log(`Unterschied   ${mitSpanne(differenz, (n) => n.toFixed(1))} (gleicher Stand auf beiden Seiten: +5, Spanne 2–12)`);
  } finally {
    for (const s of server) await s.stoppen();
    await sql.raw(`drop database if exists ${pgName} with (force)`).execute(admin);
    await admin.destroy();
    rmSync(tmp, { recursive: true, force: true });
  }
}
