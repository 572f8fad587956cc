// The settings of `npm run bench:last` (last.ts), from the environment, and its small helpers.
import os from 'node:os';
import path from 'node:path';
import { heuteIn } from '@ekp/contract';

export const NUTZER = (process.env.EKP_BENCH_NUTZER ?? '200,1000').split(',').map(Number);
export const DAUER = Number(process.env.EKP_BENCH_DAUER ?? 60);
export const AUFWAERMEN = Number(process.env.EKP_BENCH_AUFWAERMEN ?? 20);
export const RUNDEN = Number(process.env.EKP_BENCH_RUNDEN ?? 3);
// 3 s between page views: a fast reader; real customers take 10–30 s, so this is 3–10 times their rate.
export const DENKZEIT_MS = Number(process.env.EKP_BENCH_DENKZEIT ?? 3000);
export const VARIANTEN = (process.env.EKP_BENCH_REPLIKAT ?? 'ohne,mit').split(',');
export const PORT = Number(process.env.EKP_BENCH_PORT ?? 42750);
export const PG_PORT = 54332;
export const REPLIKAT_PORT = 54333;
export const ZIEL_P95_MS = 200;
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
export const LOGDATEI = process.env.EKP_BENCH_LOG ?? path.join(os.tmpdir(), 'ekp-bench-last-server.log');
export const heute = heuteIn(new Date());

export const log = (text: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
