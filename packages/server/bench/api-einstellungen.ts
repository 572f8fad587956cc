// The settings of `npm run bench:api` (api.ts), from the environment.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { heuteIn } from '@ekp/contract';

export const DAUER = Number(process.env.EKP_BENCH_DAUER ?? 10);
// Seconds of load before the measurement, the same for every server: a server runs warm for days. ekp has
// ~10× the bare servers' code for V8 to compile and optimise and was still speeding up 3–9 s into the load
// (3-s slices after a cold start: 2,268 · 3,027 · 2,875 · 3,126 · 3,308/s; the bare server flat after 3 s).
export const AUFWAERMEN = Number(process.env.EKP_BENCH_AUFWAERMEN ?? 8);
// Five: on the shared 2-core VM single rounds of one server ranged 57–114 % of the bare one; the median of
// three still moved by ten points from run to run, the median of five by about five.
export const RUNDEN = Number(process.env.EKP_BENCH_RUNDEN ?? 5); // 0: only the upload measurement
if (RUNDEN !== 0 && RUNDEN < 3) throw new Error('EKP_BENCH_RUNDEN: mindestens 3 Runden (oder 0: nur Uploads)');
export const PG_SERVER = process.env.EKP_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PORT = Number(process.env.EKP_BENCH_PORT ?? 3220);
export const PROFIL = process.env.EKP_BENCH_PROFIL ? path.resolve(process.env.EKP_BENCH_PROFIL) : undefined;
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
export const heute = heuteIn(new Date());
/** Another checkout's server package, to measure ekp before a change with the same references. */
export const EKP_DIR = process.env.EKP_BENCH_EKP_DIR ? path.resolve(process.env.EKP_BENCH_EKP_DIR) : SERVER_DIR;
// The production entry (EKP_WORKERS needs it: node:cluster lives there); an older checkout has only main.ts.
export const EKP_START = existsSync(path.join(EKP_DIR, 'src/start.ts')) ? 'src/start.ts' : 'src/main.ts';

export const log = (text: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
