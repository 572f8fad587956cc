import fastifyCompress from '@fastify/compress';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { appBauen } from '../src/app.ts';
import { festeUhr } from '../src/shared/uhr.ts';
import { mandanten, testDatenbank } from '../test/helper.ts';

// Issue 11 item 1: what compressing JSON answers above 1 KB costs. The answer is GET /api/mandant of
// the real app (~2 KB); the same body is then served by a bare Fastify without, with gzip and with
// brotli (quality 4, @fastify/compress's default) so only the compression differs.
// Run: npm run bench:kompression. Figures depend on the machine; see docs/performance.md.
const DAUER = Number(process.env.BENCH_DAUER ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3236);

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

const zeilen = [
  await lauf('ohne Kompression', null, undefined),
  await lauf('gzip Stufe 6 (gewählt)', ['gzip'], 'gzip, deflate, br'),
  await lauf('gzip Stufe 1', ['gzip'], 'gzip, deflate, br', { level: 1 }),
  await lauf('brotli q4', ['br', 'gzip'], 'gzip, deflate, br'),
];
console.log(`GET /api/mandant (${JSON.stringify(body).length} Bytes JSON), ${DAUER} s je Lauf, 10 Verbindungen, Node ${process.version}`);
const basis = zeilen[0]!.rps;
for (const z of zeilen) {
  console.log(`${z.name.padEnd(18)} ${z.rps.toFixed(0).padStart(7)} Anfragen/s (${((z.rps / basis) * 100).toFixed(0)} %)  p99 ${String(z.p99).padStart(3)} ms  ${z.bytes.toFixed(0).padStart(5)} Bytes/Antwort inkl. Header`);
}
