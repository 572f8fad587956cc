// `npm run bench:ablesung`: the reading campaign's peak (docs/ablesekampagne.md). On the PostgreSQL of the
// tests (EKP_BENCH_PG, default postgres://postgres@127.0.0.1:5432/postgres) in a database of its own:
//  1. the campaign CSV for 100,000 contracts (goal: under 60 s);
//  2. ekp with two workers (EKP_WORKERS=2), and 300 customers at once, each checking a code and then
//     submitting its reading, for EKP_BENCH_SEKUNDEN (60) per round; goals: p95 under 300 ms per call and no
//     error. EKP_BENCH_RUNDEN (≥ 3) rounds; prints the median of the rounds with their spread (min–max).
// Every customer comes from an address of its own, as in real life (the throttle counts per address).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mandantenLaden } from '../src/config/mandanten.ts';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { briefCsv, kampagneAnlegen } from '../src/features/ablesekampagne/kampagne-anlegen.ts';
import { schluesselbund } from '../src/shared/schluesselbund.ts';
import { sql } from 'kysely';
import { datenbankNeu } from './last-daten.ts';
import { mitSpanne, quantil, runden, rundenAusUmgebung } from './runden.ts';
import { serverStarten } from './server-prozess.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const PG = process.env.EKP_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VERTRAEGE = 100_000;
const KUNDEN_GLEICHZEITIG = 300;
const SEKUNDEN = Number(process.env.EKP_BENCH_SEKUNDEN ?? 60);
const RUNDEN = rundenAusUmgebung();
const PORT = Number(process.env.EKP_BENCH_PORT ?? 3917);
const log = (t: string) => process.stderr.write(`${t}\n`);

const url = await datenbankNeu(PG, 'ekp_ablesung');
const db = verbinden({ databaseUrl: url, statementTimeout: 600 });
await migrieren(db);
log(`Erzeuge ${VERTRAEGE.toLocaleString('de-DE')} Kunden mit Vertrag und Zähler …`);
await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, kunden_art, vorname, nachname)
  select 'musterstadt', (100000 + i)::text, 'Herr', 'Haushaltskunde', 'Bench', 'Kunde ' || i from generate_series(1, ${VERTRAEGE}) i`.execute(db);
await sql`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, lieferbeginn, strasse, hausnummer, plz, ort, kunden_art)
  select 'musterstadt', 'B' || i, (100000 + i)::text, 'Strom', 'Lieferantenwechsel', '2024-01-01', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde' from generate_series(1, ${VERTRAEGE}) i`.execute(db);
await sql`insert into zaehler (mandant, vertrag_id, nummer, kanaele)
  select 'musterstadt', 'B' || i, '1EMH' || lpad(i::text, 8, '0'), '[{"obiskennzahl":"1-1:1.8.0","vorkommastellen":6,"nachkommastellen":1}]'::jsonb from generate_series(1, ${VERTRAEGE}) i`.execute(db);

const mandant = mandantenLaden(path.join(SERVER_DIR, 'mandanten.json')).standard;
const schluessel = randomBytes(32);
// The campaign lies around the real "today", as the server's clock is the real one.
const heute = new Date().toISOString().slice(0, 10);
const start = performance.now();
const kampagne = await kampagneAnlegen(db, schluesselbund(schluessel), mandant, { stichtag: heute, frist: heute });
const csv = briefCsv(kampagne.zeilen);
const csvSekunden = (performance.now() - start) / 1000;
// Printed at once: the CSV is a goal of its own, whatever the server's start does next.
console.log(`  Kampagnen-CSV für ${kampagne.zeilen.length.toLocaleString('de-DE')} Verträge: ${csvSekunden.toFixed(1)} s (${(csv.length / 1e6).toFixed(1)} MB; Ziel unter 60 s)`);
await db.destroy();
const codes = kampagne.zeilen.map((z) => z.code);

const server = await serverStarten({
  skript: path.join(SERVER_DIR, 'src/start.ts'),
  cwd: SERVER_DIR,
  port: PORT,
  // The load generator stands in for the reverse proxy on this machine: without trusting it, every
  // customer would count as the one address 127.0.0.1 and the per-address throttle would refuse them.
  env: { EKP_WORKERS: '2', DATABASE_URL: url, EKP_SCHLUESSEL: schluessel.toString('base64'), EKP_TRUSTED_PROXIES: 'loopback' },
  logDatei: path.join(os.tmpdir(), 'ekp-bench-ablesung.log'),
  bereit: async () => (await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => undefined))?.status === 200,
  // Two workers compiling the server with tsx on a busy shared machine take minutes.
  zeitlimitMs: 900_000,
  taktMs: 300,
  name: 'Server',
});

let naechster = 0;
async function aufruf(pfad: string, body: object, adresse: string, erwartet: number, zeiten: number[]): Promise<boolean> {
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${PORT}/api/oeffentlich/zaehlerstand${pfad}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost', 'x-forwarded-for': adresse },
    body: JSON.stringify(body),
  }).catch(() => undefined);
  await res?.arrayBuffer();
  zeiten.push(performance.now() - t0);
  return res?.status === erwartet;
}

try {
  const ergebnisse = await runden(RUNDEN, async () => {
    const zeiten: number[] = [];
    let fehler = 0;
    let meldungen = 0;
    const ende = Date.now() + SEKUNDEN * 1000;
    await Promise.all(
      Array.from({ length: KUNDEN_GLEICHZEITIG }, async () => {
        while (Date.now() < ende && naechster < codes.length) {
          const n = naechster++;
          const code = codes[n]!;
          const adresse = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          if (!(await aufruf('/pruefen', { code }, adresse, 200, zeiten))) fehler++;
          if (!(await aufruf('', { code, ablesedatum: heute, ablesewerte: { '1-1:1.8.0': 1000 + (n % 500) } }, adresse, 201, zeiten))) fehler++;
          else meldungen++;
        }
      }),
    );
    return { p95: quantil(zeiten, 0.95), p50: quantil(zeiten, 0.5), fehler, proSekunde: meldungen / SEKUNDEN };
  });
  const ms = (x: number) => x.toFixed(0);
  console.log(`bench:ablesung: ${os.cpus().length} Kerne, Node ${process.version}, PostgreSQL, EKP_WORKERS=2, Lastgenerator im selben Rechner`);
  console.log(`  ${KUNDEN_GLEICHZEITIG} Kunden gleichzeitig, ${SEKUNDEN} s je Runde, ${RUNDEN} Runden (Median der Runden, Spanne min–max):`);
  console.log(`    p95 je Aufruf ${mitSpanne(ergebnisse.map((e) => e.p95), ms)} ms (Ziel unter 300 ms), p50 ${mitSpanne(ergebnisse.map((e) => e.p50), ms)} ms`);
  console.log(`    Meldungen je Sekunde ${mitSpanne(ergebnisse.map((e) => e.proSekunde), ms)}, Fehler ${mitSpanne(ergebnisse.map((e) => e.fehler), ms)} (Ziel 0)`);
} finally {
  await server.stoppen();
}
process.exit(0);
