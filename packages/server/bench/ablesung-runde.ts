// One measured round of bench:ablesung (ablesung.ts): 300 customers at once, each checking a code from its
// letter, typing the values for a think time, submitting, and handing over to the next letter's customer.
// With a think time of 0 the same loop is closed: it measures the machine's capacity, not a customer's wait.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { quantil } from './runden.ts';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface Rundenergebnis {
  p95: number;
  p50: number;
  fehler: number;
  aufrufeProS: number;
  meldungenProS: number;
  /** CPU ms per call: ekp (main and workers), its PostgreSQL backends, the load generator (this process). */
  cpuEkp: number;
  cpuPg: number;
  cpuLast: number;
  /** The 1-minute load average at the round's end (the machine is shared). */
  last: number;
}

export interface Lastziel {
  port: number;
  codes: string[];
  heute: string;
  /** Process ids whose CPU counts as ekp's (the server and its workers) and as PostgreSQL's (its backends). */
  ekpPids: () => number[];
  pgPids: () => Promise<number[]>;
}

/** User + system CPU ms of one process from /proc (0 once it has ended). */
function cpuVon(pid: number): number {
  try {
    const felder = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return ((Number(felder[11]) + Number(felder[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
const cpuSumme = (pids: number[]) => pids.reduce((s, p) => s + cpuVon(p), 0);
/**
 * CPU ms the processes spent since `vorher` (per process): a backend the pool closed during the round has left
 * /proc, so its share is unknown and counts 0 rather than minus its earlier total; one opened since counts whole.
 */
const cpuSeit = (vorher: Map<number, number>, pids: number[]) =>
  pids.reduce((s, p) => {
    const jetzt = cpuVon(p);
    return s + (jetzt === 0 ? 0 : jetzt - (vorher.get(p) ?? 0));
  }, 0);
const cpuJe = (pids: number[]) => new Map(pids.map((p) => [p, cpuVon(p)]));
const eigeneCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function post(port: number, pfad: string, body: object, adresse: string): Promise<number> {
  return new Promise((fertig) => {
    const daten = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1', port, method: 'POST', path: `/api/oeffentlich/zaehlerstand${pfad}`, agent,
        headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': Buffer.byteLength(daten), 'x-forwarded-for': adresse },
      },
      (res) => {
        res.resume();
        res.once('end', () => fertig(res.statusCode ?? 0));
        res.once('error', () => fertig(0));
      },
    );
    req.once('error', () => fertig(0));
    req.end(daten);
  });
}

// Letters are handed out in order across rounds; after the last one the first customers come back to
// correct their reading once (the campaign allows one correction per code until the deadline).
let naechster = 0;

export async function runde(z: Lastziel, kunden: number, sekunden: number, denkzeitMs: number): Promise<Rundenergebnis> {
  const zeiten: number[] = [];
  let fehler = 0;
  let meldungen = 0;
  const aufruf = async (pfad: string, body: object, adresse: string, erwartet: number) => {
    const t0 = performance.now();
    const status = await post(z.port, pfad, body, adresse);
    zeiten.push(performance.now() - t0);
    if (status !== erwartet) fehler++;
    return status === erwartet;
  };
  const pgPids = await z.pgPids();
  const vorher = { ekp: cpuSumme(z.ekpPids()), pg: cpuJe(pgPids), last: eigeneCpu() };
  const start = performance.now();
  const ende = Date.now() + sekunden * 1000;
  await Promise.all(
    Array.from({ length: kunden }, async () => {
      while (Date.now() < ende) {
        const n = naechster++;
        const code = z.codes[n % z.codes.length]!;
        // Every letter goes to a household of its own address (the throttle counts per address).
        const adresse = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        await aufruf('/pruefen', { code }, adresse, 200);
        // Typing the values: a fast reader's think time, spread 0.5–1.5 times so the customers do not march in step.
        if (denkzeitMs > 0) await pause(denkzeitMs * (0.5 + Math.random()));
        if (await aufruf('', { code, ablesedatum: z.heute, ablesewerte: { '1-1:1.8.0': 1000 + (n % 500) } }, adresse, 201)) meldungen++;
      }
    }),
  );
  const dauer = (performance.now() - start) / 1000;
  const n = zeiten.length;
  return {
    p95: quantil(zeiten, 0.95),
    p50: quantil(zeiten, 0.5),
    fehler,
    aufrufeProS: n / dauer,
    meldungenProS: meldungen / dauer,
    cpuEkp: (cpuSumme(z.ekpPids()) - vorher.ekp) / n,
    cpuPg: cpuSeit(vorher.pg, [...new Set([...pgPids, ...(await z.pgPids())])]) / n,
    cpuLast: (eigeneCpu() - vorher.last) / n,
    last: os.loadavg()[0]!,
  };
}
