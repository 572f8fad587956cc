// bench:last's second profile ("takt"): EKP_BENCH_TAKT_KUNDEN (200) customers signed in once, then calls at a
// fixed rate of EKP_BENCH_TAKT (150/s), whatever the answers take (an open loop: a slow answer does not slow
// the next call), spread evenly over the pages customers open most: master data, contract, Abschlag, 48 h
// history, month history, consumption periods. Per round AUFWAERMEN s unmeasured, then DAUER s measured;
// p50/p95/p99 per call and over all calls.
import os from 'node:os';
import { cpuMs } from './api-messen.ts';
import { GROESSEN, PASSWORT } from './last-daten.ts';
import { AUFWAERMEN, DAUER, log, pause } from './last-einstellungen.ts';
import { anfrage } from './last-http.ts';
import type { Ergebnis } from './last-runde.ts';

export const TAKT_PRO_S = Number(process.env.EKP_BENCH_TAKT ?? 150);
export const TAKT_KUNDEN = Number(process.env.EKP_BENCH_TAKT_KUNDEN ?? 200);
export const ALLE = '(alle Aufrufe)';

const AUFRUFE: Array<[string, (v: string) => string]> = [
  ['GET anschlussnutzer', () => '/api/anschlussnutzer'],
  ['GET vertrag', (v) => v],
  ['GET abschlag', (v) => `${v}/abschlag`],
  ['GET historie hourly (48 h)', (v) => `${v}/historie?interval=hourly`],
  ['GET historie monthly', (v) => `${v}/historie?interval=monthly`],
  ['GET verbraeuche', (v) => `${v}/verbraeuche`],
];

export interface TaktKunde {
  v: string;
  kopf: Record<string, string>;
}

const zufall = (n: number) => Math.floor(Math.random() * n);

/** Signs in `anzahl` different customers, half with a smart meter, ten at a time; each from an address of its own. */
export async function taktAnmelden(anzahl = TAKT_KUNDEN): Promise<TaktKunde[]> {
  const nummern = new Set<number>();
  while (nummern.size < Math.min(anzahl, GROESSEN.kunden)) {
    nummern.add(nummern.size % 2 === 0 ? 1 + zufall(GROESSEN.zaehlpunkte) : GROESSEN.zaehlpunkte + 1 + zufall(GROESSEN.kunden - GROESSEN.zaehlpunkte));
  }
  const alle = [...nummern];
  const kunden: TaktKunde[] = [];
  for (let s = 0; s < alle.length; s += 10) {
    await Promise.all(
      alle.slice(s, s + 10).map(async (i, k) => {
        const platz = s + k + 1;
        const kopf: Record<string, string> = { host: 'localhost', 'x-forwarded-for': `10.200.${platz >> 8}.${platz & 255}`, kundennummer: `L${i}` };
        const login = await anfrage('POST', '/api/anschlussnutzer/login', { ...kopf, passwort: PASSWORT });
        if (!login.token) throw new Error(`Anmeldung von L${i}: ${login.status}`);
        kunden.push({ v: `/api/LV${i}`, kopf: { ...kopf, token: login.token } });
      }),
    );
  }
  log(`${kunden.length} Kunden angemeldet`);
  return kunden;
}

const perzentil = (sortiert: number[], p: number) => sortiert[Math.min(sortiert.length - 1, Math.floor((p / 100) * sortiert.length))] ?? NaN;

/** One round at the fixed rate; calls go out on schedule even while earlier ones wait for their answer. */
export async function taktRunde(kunden: readonly TaktKunde[], serverPid: number | undefined, pgPids: number[]): Promise<Ergebnis> {
  const zeiten = new Map<string, number[]>();
  const fehler = new Map<string, number>();
  const offen = new Set<Promise<void>>();
  let messen = false;
  let n = 0;
  const aufruf = (k: TaktKunde, [name, pfad]: [string, (v: string) => string]) => {
    const start = performance.now();
    const zaehlt = messen;
    const p = anfrage('GET', pfad(k.v), k.kopf).then((a) => {
      if (!zaehlt) return;
      const ms = performance.now() - start;
      for (const schluessel of [name, ALLE]) {
        let liste = zeiten.get(schluessel);
        if (!liste) zeiten.set(schluessel, (liste = []));
        liste.push(ms);
      }
      if (a.status < 200 || a.status >= 300) fehler.set(`${name} ${a.status}`, (fehler.get(`${name} ${a.status}`) ?? 0) + 1);
    });
    offen.add(p);
    void p.finally(() => offen.delete(p));
  };
  const beginn = performance.now();
  let cpuVorher = { ekp: 0, pg: 0 };
  let messBeginn = 0;
  const ende = beginn + (AUFWAERMEN + DAUER) * 1000;
  while (performance.now() < ende) {
    const jetzt = performance.now();
    if (!messen && jetzt - beginn >= AUFWAERMEN * 1000) {
      messen = true;
      messBeginn = jetzt;
      cpuVorher = { ekp: cpuMs(serverPid), pg: pgPids.reduce((s, p) => s + cpuMs(p), 0) };
    }
    // Every call that is due by now (the timer wakes late on a busy machine; the rate stays).
    const faellig = Math.floor(((jetzt - beginn) * TAKT_PRO_S) / 1000);
    for (; n < faellig; n++) aufruf(kunden[zufall(kunden.length)]!, AUFRUFE[n % AUFRUFE.length]!);
    await pause(2);
  }
  const sekunden = (performance.now() - messBeginn) / 1000;
  messen = false;
  const cpuEkp = cpuMs(serverPid) - cpuVorher.ekp;
  const cpuPg = pgPids.reduce((s, p) => s + cpuMs(p), 0) - cpuVorher.pg;
  // A machine that cannot keep the rate queues the calls; what is still open 30 s after the round counts as an error.
  const nachlauf = await Promise.race([Promise.all(offen).then(() => 0), pause(30_000).then(() => offen.size)]);
  if (nachlauf > 0) fehler.set('unbeantwortet 30 s nach der Runde', nachlauf);
  const aufrufe: Ergebnis['aufrufe'] = new Map();
  for (const [name, liste] of [...zeiten].sort(([a], [b]) => a.localeCompare(b))) {
    liste.sort((a, b) => a - b);
    aufrufe.set(name, { n: liste.length, p50: perzentil(liste, 50), p95: perzentil(liste, 95), p99: perzentil(liste, 99) });
  }
  const antworten = zeiten.get(ALLE)?.length ?? 0;
  return { aufrufe, fehler, proS: antworten / sekunden, antworten, cpuEkp: cpuEkp / antworten, cpuPg: cpuPg / antworten, last: os.loadavg()[0]! };
}
