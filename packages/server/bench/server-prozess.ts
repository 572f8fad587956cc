// A server under measurement in a child process of its own (tsx), for the benches that start ekp or a bare
// server: it logs as in production into a file, since /dev/null would hide what logging costs.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';

export interface ServerProzess {
  kind: ChildProcess;
  port: number;
  stoppen(): Promise<void>;
}

export interface ServerStart {
  /** The script, as node's argument after `--import tsx`. */
  skript: string;
  /** node flags before `--import tsx` (e.g. --cpu-prof). */
  knoten?: string[];
  cwd: string;
  port: number;
  /** Added to the production-like defaults (127.0.0.1, no demo data, no web app, LOG_LEVEL info). */
  env: Record<string, string>;
  logDatei: string;
  /** True once the server answers. */
  bereit: () => Promise<boolean>;
  /** How long a start may take: a cold tsx start on the shared machine under load takes minutes. */
  zeitlimitMs: number;
  /** Milliseconds between two readiness checks. */
  taktMs: number;
  /** How the errors name the server. */
  name: string;
}

export async function serverStarten(s: ServerStart): Promise<ServerProzess> {
  const kind = spawn(process.execPath, [...(s.knoten ?? []), '--import', 'tsx', s.skript], {
    cwd: s.cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(s.port), EKP_DEMO: 'false', EKP_WEB_DIR: '/nonexistent', LOG_LEVEL: 'info', ...s.env },
    stdio: ['ignore', openSync(s.logDatei, 'a'), 'inherit'],
  });
  const bis = Date.now() + s.zeitlimitMs;
  for (;;) {
    if (kind.exitCode !== null) throw new Error(`${s.name} endete beim Start (${kind.exitCode})`);
    if (await s.bereit()) break;
    if (Date.now() > bis) throw new Error(`${s.name} startet nicht`);
    await new Promise((r) => setTimeout(r, s.taktMs));
  }
  return { kind, port: s.port, stoppen: () => serverStoppen(kind) };
}

export function serverStoppen(kind: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (kind.exitCode !== null) return resolve();
    kind.once('exit', () => resolve());
    kind.kill('SIGTERM');
  });
}
