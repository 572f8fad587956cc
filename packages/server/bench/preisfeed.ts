// `npm run bench:preisfeed`: the public price feed answered from ekp's store against a bare
// Fastify serving the same JSON, side by side: each server in its own process, autocannon in a third,
// alternating rounds after a warm-up. Prints answers/s per round, the median and spread, and the ratio of
// the medians (target ≥ 0.80). EKP_BENCH_DAUER (s per round, default 10), EKP_BENCH_RUNDEN (default 3),
// EKP_BENCH_AUFWAERMEN (s, default 8), EKP_BENCH_PORT (default 43220; the bare server gets the next one).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { last } from './api-messen.ts';
import { median, mitSpanne, rundenAusUmgebung } from './runden.ts';

const DAUER = Number(process.env.EKP_BENCH_DAUER ?? 10);
const RUNDEN = rundenAusUmgebung();
const AUFWAERMEN = Number(process.env.EKP_BENCH_AUFWAERMEN ?? 8);
const PORT = Number(process.env.EKP_BENCH_PORT ?? 43220);
const PFAD = '/api/oeffentlich/preise/strom-dynamisch';

async function starten(env: Record<string, string>, port: number, logDatei: string): Promise<ChildProcess> {
  const kind = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'preisfeed-server.ts')], {
    env: { ...process.env, PORT: String(port), ...env },
    // ekp logs each answer (LOG_LEVEL info) to a file, as in production; not to /dev/null.
    stdio: ['ignore', openSync(logDatei, 'a'), 'inherit'],
  });
  for (const bis = Date.now() + 120_000; Date.now() < bis; await new Promise((r) => setTimeout(r, 300))) {
    if (kind.exitCode !== null) throw new Error(`Server ${env.SERVER} endete beim Start`);
    if (await fetch(`http://127.0.0.1:${port}${PFAD}`).then((r) => r.ok, () => false)) return kind;
  }
  throw new Error(`Server ${env.SERVER} antwortet nicht`);
}


async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ekp-preisfeed-'));
  const ekp = await starten({ SERVER: 'ekp', PGLITE_DIR: path.join(tmp, 'pglite') }, PORT, path.join(tmp, 'ekp.log'));
  const body = await (await fetch(`http://127.0.0.1:${PORT}${PFAD}`)).text();
  writeFileSync(path.join(tmp, 'body.json'), body);
  const bare = await starten({ SERVER: 'bare', BODY_DATEI: path.join(tmp, 'body.json') }, PORT + 1, path.join(tmp, 'bare.log'));
  try {
    const server = [
      { name: 'ekp (aus dem Speicher)', url: `http://127.0.0.1:${PORT}${PFAD}`, werte: [] as number[] },
      { name: 'bare Fastify, gleiches JSON', url: `http://127.0.0.1:${PORT + 1}${PFAD}`, werte: [] as number[] },
    ];
    for (const s of server) await last(s.url, {}, AUFWAERMEN, 50);
    for (let r = 0; r < RUNDEN; r++) {
      // Alternating order per round, so neither server always runs on a machine warmed by the other.
      for (const s of r % 2 ? [...server].reverse() : server) {
        const m = await last(s.url, {}, DAUER, 50);
        if (m.fehler) throw new Error(`${s.name}: ${m.fehler} Fehler`);
        s.werte.push(m.proS);
      }
    }
    console.log(`\nGET ${PFAD} (${body.length} Bytes, ${JSON.parse(body).length} Viertelstunden), ${os.cpus().length} Kerne, Node ${process.version}, autocannon 50 Verbindungen × ${DAUER} s, ${RUNDEN} Runden nach ${AUFWAERMEN} s Aufwärmen`);
    for (const s of server) console.log(`${s.name.padEnd(30)} Median (Spanne) ${mitSpanne(s.werte).padStart(20)} Antworten/s  Runden ${s.werte.map((w) => w.toFixed(0)).join(' · ')}`);
    const verhaeltnis = median(server[0]!.werte) / median(server[1]!.werte);
    console.log(`Verhältnis ekp / bare: ${(verhaeltnis * 100).toFixed(0)} % (Ziel ≥ 80 %)`);
  } finally {
    ekp.kill();
    bare.kill();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
