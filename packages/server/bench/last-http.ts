// HTTP for bench:last: one keep-alive agent for all simulated customers (each customer one request at a time per call).
import http from 'node:http';
import { PORT } from './last-einstellungen.ts';

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
