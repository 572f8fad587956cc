// HTTP for bench:last and bench:prognose: the server as `npm start` runs it, and one keep-alive agent for all simulated customers (each customer one request at a time per call).
import http from 'node:http';
import path from 'node:path';
import { LOGDATEI, PORT, SERVER_DIR } from './last-einstellungen.ts';
import { serverStarten, type ServerProzess } from './server-prozess.ts';

export const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface Antwort {
  status: number;
  token?: string;
}

export function anfrage(methode: string, pfad: string, kopf: Record<string, string>, body?: unknown): Promise<Antwort> {
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

/** ekp as `npm start` runs it, with two workers, logging into EKP_BENCH_LOG. */
export function ekpStarten(env: Record<string, string>): Promise<ServerProzess> {
  return serverStarten({
    skript: path.join(SERVER_DIR, 'src/start.ts'),
    cwd: SERVER_DIR,
    port: PORT,
    // The load generator stands in for a reverse proxy on this machine: customers come from many addresses.
    env: { EKP_WORKERS: '2', EKP_TRUSTED_PROXIES: 'loopback', ...env },
    logDatei: LOGDATEI,
    bereit: async () => (await anfrage('GET', '/api/health', { host: 'localhost' })).status === 200,
    // Two workers compiling the server with tsx take a while on a busy machine.
    zeitlimitMs: 300_000,
    taktMs: 300,
    name: 'Server',
  });
}
