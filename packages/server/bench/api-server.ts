// The servers bench:api compares, how it starts them, signs in and loads them.
import path from 'node:path';
import { cpuMs, last, type Messung } from './api-messen.ts';
import { EKP_DIR, PORT, PROFIL, SERVER_DIR } from './api-einstellungen.ts';
import { serverStarten, type ServerProzess } from './server-prozess.ts';

/**
 * One server process on `port`. Its stdout (ekp's JSON log) goes to `logDatei`: production logging costs
 * a write per request batch, which /dev/null would hide.
 */
export function starten(skript: string, env: Record<string, string>, port: number, logDatei: string, dir = EKP_DIR): Promise<ServerProzess> {
  return serverStarten({
    skript: skript.startsWith('src/') ? path.join(dir, skript) : skript,
    knoten: PROFIL ? ['--cpu-prof', '--cpu-prof-dir', PROFIL] : [],
    cwd: SERVER_DIR,
    port,
    env,
    logDatei,
    bereit: () => fetch(`http://127.0.0.1:${port}/api/anschlussnutzer`).then(() => true, () => false),
    // Generous: on the shared machine under load a cold tsx start of ekp took over a minute.
    zeitlimitMs: 240_000,
    taktMs: 200,
    name: skript,
  });
}

export async function anmelden(nr: number, port = PORT): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${port}/api/anschlussnutzer/login`, { method: 'POST', headers: { kundennummer: `B${nr}`, passwort: 'Geheim123!' } });
  if (res.status !== 200) throw new Error(`Anmeldung B${nr}: ${res.status} ${await res.text()}`);
  return { token: res.headers.get('token')!, kundennummer: `B${nr}` };
}

export interface Kandidat {
  name: string;
  skript: string;
  env: Record<string, string>;
  /** Which session the load sends: the bare servers check the same session row ekp wrote at login. */
  sitzung: 'pglite' | 'pg' | 'keine';
  /** Another checkout's packages/server (EKP_BENCH_B_DIR): a change measured against HEAD in one run. */
  dir?: string;
}

export async function messen(k: Kandidat, server: ServerProzess, headers: Record<string, string>, sekunden: number): Promise<Messung> {
  const url = `http://127.0.0.1:${server.port}/api/anschlussnutzer`;
  const cpuVorher = cpuMs(server.kind.pid);
  const m = await last(url, headers, sekunden);
  m.cpuUs = ((cpuMs(server.kind.pid) - cpuVorher) * 1000) / (m.proS * sekunden);
  return m;
}
