// One measured round of bench:last: customers arrive over the warm-up, then every call is timed.
import os from 'node:os';
import { cpuMs } from './api-messen.ts';
import { AUFWAERMEN, DAUER, pause } from './last-einstellungen.ts';
import { kunde, type Runde } from './last-kunde.ts';

export interface Ergebnis {
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

export async function runde(nutzer: number, serverPid: number | undefined, pgPids: number[]): Promise<Ergebnis> {
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
