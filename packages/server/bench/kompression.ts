import fastifyCompress from '@fastify/compress';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { appBauen } from '../src/app.ts';
import { festeUhr } from '../src/config/uhr.ts';
import { mandanten, testDatenbank } from '../test/helper.ts';
import { mitSpanne, median, runden, rundenAusUmgebung } from './runden.ts';

// What compressing JSON answers above 1 KB costs. The answer is GET /api/mandant of
// the real app (~2 KB); the same body is then served by a bare Fastify without, with gzip and with
// brotli (quality 4, @fastify/compress's default) so only the compression differs.
// Run: npm run bench:kompression. Figures depend on the machine; see docs/performance.md. Prints the median
// of EKP_BENCH_RUNDEN (≥ 3) rounds after one warm-up round, with the spread; the variants take turns in each round.
const DAUER = Number(process.env.BENCH_DAUER ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3236);
const RUNDEN = rundenAusUmgebung();

const datenbank = await testDatenbank('pglite');
const echt = await appBauen({ db: datenbank.db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: async () => {} }, sitzungTtl: 900 });
const body = (await echt.inject({ method: 'GET', url: '/api/mandant' })).json();
await echt.close();
await datenbank.schliessen();

async function lauf(name: string, encodings: ('br' | 'gzip')[] | null, acceptEncoding: string | undefined, zlibOptions?: { level: number }) {
  const app = Fastify();
  if (encodings) await app.register(fastifyCompress, { global: true, threshold: 1024, encodings, ...(zlibOptions ? { zlibOptions } : {}) });
  app.get('/api/mandant', async () => body);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const ergebnis = await autocannon({
    url: `http://127.0.0.1:${PORT}/api/mandant`,
    connections: 10,
    duration: DAUER,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  await app.close();
  const bytes = ergebnis.throughput.total / Math.max(1, ergebnis.requests.total);
  return { name, rps: ergebnis.requests.average, p99: ergebnis.latency.p99, bytes };
}

const varianten: [string, ('br' | 'gzip')[] | null, string | undefined, { level: number }?][] = [
  ['ohne Kompression', null, undefined],
  ['gzip Stufe 6 (gewählt)', ['gzip'], 'gzip, deflate, br'],
  ['gzip Stufe 1', ['gzip'], 'gzip, deflate, br', { level: 1 }],
  ['brotli q4', ['br', 'gzip'], 'gzip, deflate, br'],
];
const ergebnisse = await runden(RUNDEN, async () => {
  const runde = [];
  for (const v of varianten) runde.push(await lauf(...v));
  return runde;
}, { aufwaermen: 1 });
const spalte = (i: number) => ergebnisse.map((r) => r[i]!);
console.log(`GET /api/mandant (${JSON.stringify(body).length} Bytes JSON), ${DAUER} s je Lauf, 10 Verbindungen, Node ${process.version}; Median von ${RUNDEN} Runden (Spanne min–max)`);
const basis = median(spalte(0).map((z) => z.rps));
for (const [i, [name]] of varianten.entries()) {
  const z = spalte(i);
  const rps = median(z.map((x) => x.rps));
  console.log(
    `${name.padEnd(22)} ${mitSpanne(z.map((x) => x.rps)).padStart(20)} Anfragen/s (${((rps / basis) * 100).toFixed(0)} %)  p99 ${mitSpanne(z.map((x) => x.p99))} ms  ${median(z.map((x) => x.bytes)).toFixed(0).padStart(5)} Bytes/Antwort inkl. Header`,
  );
}
