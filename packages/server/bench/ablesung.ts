// `npm run bench:ablesung`: the reading campaign's peak (docs/ablesekampagne.md). On the PostgreSQL of the
// tests (EKP_BENCH_PG, default postgres://postgres@127.0.0.1:5432/postgres) in a database of its own:
//  1. the campaign CSV for 100,000 contracts (goal: under 60 s);
//  2. ekp with two workers (EKP_WORKERS=2) and 300 customers at once for EKP_BENCH_SEKUNDEN (60) per round:
//     each checks a code, types the values for a think time (EKP_BENCH_DENKZEIT, mean 3,000 ms), submits,
//     and the next letter's customer takes its place; goals: p95 under 300 ms per call and no error.
//     Beside it, every round runs the same 300 without think time (a closed loop): the machine's capacity.
// EKP_BENCH_RUNDEN (≥ 3) rounds; prints the median of the rounds with their spread (min–max).
// Every customer comes from an address of its own, as in real life (the throttle counts per address).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mandantenLaden } from '../src/config/mandanten.ts';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { briefCsv, kampagneAnlegen } from '../src/features/ablesekampagne/kampagne-anlegen.ts';
import { schluesselbund } from '../src/shared/schluesselbund.ts';
import { sql } from 'kysely';
import { datenbankNeu } from './last-daten.ts';
import { runde, type Lastziel, type Rundenergebnis } from './ablesung-runde.ts';
import { mitSpanne, runden, rundenAusUmgebung } from './runden.ts';
import { serverStarten } from './server-prozess.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const PG = process.env.EKP_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VERTRAEGE = 100_000;
const KUNDEN_GLEICHZEITIG = 300;
const SEKUNDEN = Number(process.env.EKP_BENCH_SEKUNDEN ?? 60);
// Between checking the code and submitting, the customer types the values: the 3 s of bench:last's fast
// reader (docs/entscheidungen/0238-…); real customers take far longer, so this is the harder case.
const DENKZEIT_MS = Number(process.env.EKP_BENCH_DENKZEIT ?? 3000);
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

const kinder = (pid: number) =>
  readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((p) => {
    try {
      return readFileSync(`/proc/${p}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1] === String(pid);
    } catch {
      return false;
    }
  });
const ekpPid = server.kind.pid!;
const ekpPids = () => [ekpPid, ...kinder(ekpPid)];
const beobachter = verbinden({ databaseUrl: url });
const pgPids = async () =>
  (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and application_name = 'ekp' and pid <> pg_backend_pid()`.execute(beobachter)).rows.map((z) => Number(z.pid));
const ziel: Lastziel = { port: PORT, codes, heute, ekpPids, pgPids };

try {
  const ergebnisse = await runden(RUNDEN, async (nr) => {
    const kunden = await runde(ziel, KUNDEN_GLEICHZEITIG, SEKUNDEN, DENKZEIT_MS);
    log(`Runde ${nr}, Kunden: p95 ${kunden.p95.toFixed(0)} ms, ${kunden.aufrufeProS.toFixed(0)} Aufrufe/s, ${kunden.fehler} Fehler, Last ${kunden.last.toFixed(1)}`);
    const kapazitaet = await runde(ziel, KUNDEN_GLEICHZEITIG, SEKUNDEN, 0);
    log(`Runde ${nr}, ohne Denkzeit: p95 ${kapazitaet.p95.toFixed(0)} ms, ${kapazitaet.aufrufeProS.toFixed(0)} Aufrufe/s, ${kapazitaet.fehler} Fehler, Last ${kapazitaet.last.toFixed(1)}`);
    return { kunden, kapazitaet };
  });
  const ms = (x: number) => x.toFixed(0);
  const ms1 = (x: number) => x.toFixed(1);
  const zeile = (e: Rundenergebnis[]) => {
    const w = (f: (r: Rundenergebnis) => number, format = ms) => mitSpanne(e.map(f), format);
    return [
      `    p95 je Aufruf ${w((r) => r.p95)} ms, p50 ${w((r) => r.p50)} ms, Fehler ${w((r) => r.fehler)} (Ziel 0)`,
      `    Aufrufe/s ${w((r) => r.aufrufeProS)}, Meldungen/s ${w((r) => r.meldungenProS)}; CPU ms je Aufruf: ekp ${w((r) => r.cpuEkp, ms1)} + PostgreSQL ${w((r) => r.cpuPg, ms1)} + Lastgenerator ${w((r) => r.cpuLast, ms1)}; Last ${w((r) => r.last, ms1)}`,
    ].join('\n');
  };
  console.log(`bench:ablesung: ${os.cpus().length} Kerne, Node ${process.version}, PostgreSQL, EKP_WORKERS=2, Lastgenerator im selben Rechner`);
  console.log(`  ${KUNDEN_GLEICHZEITIG} Kunden gleichzeitig, ${SEKUNDEN} s je Runde, ${RUNDEN} Runden (Median der Runden, Spanne min–max):`);
  console.log(`  Kundenmodell (prüfen → ${DENKZEIT_MS} ms Denkzeit im Mittel zum Eintippen → melden → nächster Brief), Ziel p95 unter 300 ms:`);
  console.log(zeile(ergebnisse.map((e) => e.kunden)));
  console.log(`  Kapazität (dieselben ${KUNDEN_GLEICHZEITIG} ohne Denkzeit, geschlossene Schleife: misst den Durchsatz, nicht die Wartezeit):`);
  console.log(zeile(ergebnisse.map((e) => e.kapazitaet)));
} finally {
  await beobachter.destroy();
  await server.stoppen();
}
process.exit(0);
