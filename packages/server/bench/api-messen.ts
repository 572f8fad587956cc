// Measuring for `npm run bench:api` (api.ts): one autocannon load from its own process, and what a server
// process costs (CPU time, peak memory) read from /proc.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const AUTOCANNON = path.resolve(import.meta.dirname, '../../../node_modules/autocannon/autocannon.js');

export interface Messung {
  proS: number;
  p50: number;
  p99: number;
  fehler: number;
  /** CPU time of the server's processes per answer, µs: steadier than answers/s on a shared machine. */
  cpuUs?: number;
}

/** User + system CPU time (ms) of a process and its children (cluster workers), from /proc. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  let summe = 0;
  for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const felder = readFileSync(`/proc/${p}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      // After the command: state ppid … utime(12) stime(13), in clock ticks (100 per second).
      if (p === String(pid) || Number(felder[1]) === pid) summe += ((Number(felder[11]) + Number(felder[12])) * 1000) / 100;
    } catch {
      // ended meanwhile
    }
  }
  return summe;
}

export function last(url: string, headers: Record<string, string>, sekunden: number, verbindungen = 100): Promise<Messung> {
  const args = [AUTOCANNON, '-j', '-c', String(verbindungen), '-d', String(sekunden)];
  // EKP_BENCH_RATE=<answers/s>: a fixed load below saturation, where CPU per answer is the server's own cost
  // and not what two cores shared by four busy processes make of it (ablations of single costs).
  if (process.env.EKP_BENCH_RATE) args.push('-R', process.env.EKP_BENCH_RATE);
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const kind = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let aus = '';
    kind.stdout.on('data', (d: Buffer) => (aus += d.toString()));
    kind.once('exit', () => {
      try {
        const r = JSON.parse(aus);
        resolve({ proS: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, fehler: r.non2xx + r.errors + r.timeouts });
      } catch (e) {
        reject(e);
      }
    });
  });
}

export function spitzenspeicherMb(pid: number | undefined): number {
  try {
    const zeile = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((z) => z.startsWith('VmHWM'));
    return Math.round(Number(zeile?.split(/\s+/)[1]) / 1024);
  } catch {
    return NaN;
  }
}
