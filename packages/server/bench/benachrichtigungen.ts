// `npm run bench:benachrichtigungen`: the daily price notification for N customers with a push
// device each (EKP_BENCH_KUNDEN, default 100,000), from the job to a local test push service, on PostgreSQL.
// Each round starts two worker processes (several server processes), kills one (SIGKILL) when half the
// pushes arrived, starts a replacement, and counts at the push service per customer:
// - missed: no push at all;
// - twice: a second notification the device would show, i.e. a second push with another id than the first
//   (the service worker shows one notification per id, docs/benachrichtigungen.md);
// - repeated copies: pushes the push service got again with the same Topic and id (the in-doubt sends of
//   the killed process, replaced by the push service or dropped by the service worker), reported openly.
// Time: from the workers' start to the last push. Target: under 10 minutes. Not part of npm test.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { vapidSchluesselErzeugen } from '../src/shared/push/push.ts';
import { PG_URL } from '../test/postgres.ts';
import { pushEmpfaengerStarten } from '../test/push-empfaenger.ts';

const N = Number(process.env.EKP_BENCH_KUNDEN ?? 100_000);
const RUNDEN = Number(process.env.EKP_BENCH_RUNDEN ?? 3);
const PROZESSE = Number(process.env.EKP_BENCH_PROZESSE ?? 2);
const SCHEMA = `bench_benachrichtigungen_${process.pid}`;
const JETZT = '2026-11-18T14:30:00+01:00';
const MANDANTEN = path.resolve(import.meta.dirname, '../mandanten.json');
const LOG = process.env.EKP_BENCH_LOG ?? path.join(os.tmpdir(), `ekp-bench-benachrichtigungen-${process.pid}.log`);

const basis = verbinden({ databaseUrl: PG_URL, anwendung: 'ekp-bench' });
await sql`create schema ${sql.id(SCHEMA)}`.execute(basis);
// Setting up 100,000 customers on a loaded machine takes longer than a request's statement timeout.
const db = verbinden({ databaseUrl: PG_URL, schema: SCHEMA, anwendung: 'ekp-bench', statementTimeout: 600 });
const empfaenger = await pushEmpfaengerStarten(0, 'wiederholungen');
const vapid = vapidSchluesselErzeugen();

try {
  await migrieren(db);
  console.log(`Daten: ${N} Kunden mit dynamischem Tarif und je einem Push-Gerät …`);
  const m = 'musterstadt';
  await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, nachname, kunden_art) select ${m}, 'B' || i, 'Herr', 'Bench', 'Haushaltskunde' from generate_series(1, ${N}) i`.execute(db);
  await sql`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, lieferbeginn, strasse, hausnummer, plz, ort, kunden_art)
    select ${m}, 'BV' || i, 'B' || i, 'Strom', 'Neueinzug', '2024-01-01', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde' from generate_series(1, ${N}) i`.execute(db);
  await sql`insert into tarif (mandant, vertrag_id, position, name, tariftyp, grundpreis, arbeitspreis, ist_dynamisch, gueltig_von)
    select ${m}, 'BV' || i, 0, 'Dynamisch', 'DYNAMISCHER_PREIS', 10, 0.3, true, '2024-01-01' from generate_series(1, ${N}) i`.execute(db);
  await sql`insert into push_abo (mandant, kundennummer, id, endpoint, p256dh, auth, geraet, erstellt)
    select ${m}, 'B' || i, 'P' || i, ${empfaenger.url} || '/k/B' || i, ${empfaenger.schluessel.p256dh}, ${empfaenger.schluessel.auth}, 'Bench', now() from generate_series(1, ${N}) i`.execute(db);
  // Tomorrow's day-ahead prices in EUR/kWh, hourly.
  await sql`insert into marktpreis (mandant, von, bis, preis)
    select ${m}, timestamptz '2026-11-18 23:00:00+00' + make_interval(hours => h), timestamptz '2026-11-19 00:00:00+00' + make_interval(hours => h), 0.05 + 0.03 * sin(h) from generate_series(0, 23) h`.execute(db);

  let rundenStart = 0;
  const arbeiter = (name: string): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'benachrichtigungen-arbeiter.ts')], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_DB_URL: PG_URL, BENCH_SCHEMA: SCHEMA, BENCH_MANDANTEN: MANDANTEN, BENCH_JETZT: JETZT, BENCH_NAME: name, BENCH_LOG: LOG, BENCH_RUNDENSTART: String(rundenStart), EKP_VAPID_PUBLIC_KEY: vapid.publicKey, EKP_VAPID_PRIVATE_KEY: vapid.privateKey, EKP_ZUSTELL_FRIST: '10', BENCH_PUSH_DIENST: empfaenger.url },
    });
  const beendet = (p: ChildProcess) => p.exitCode !== null || p.signalCode !== null;
  const ende = (p: ChildProcess) => new Promise<void>((ok) => (beendet(p) ? ok() : p.once('exit', () => ok())));

  const ergebnisse: { sekunden: number; genauEinmal: number; doppelt: number; fehlend: number; kopien: number }[] = [];
  for (let runde = 1; runde <= RUNDEN; runde++) {
    await sql`truncate benachrichtigung, benachrichtigung_zustellung, auftrag_lauf`.execute(db);
    empfaenger.anzahl.clear();
    empfaenger.themen.clear();
    empfaenger.wiederholt.length = 0;
    const start = performance.now();
    rundenStart = Date.now();
    const laufend = Array.from({ length: PROZESSE }, (_, i) => arbeiter(`r${runde}-a${i + 1}`));
    // Kill the first worker once half the customers have their push.
    await new Promise<void>((ok) => {
      const pruefen = setInterval(() => {
        if (empfaenger.anzahl.size >= N / 2 || beendet(laufend[0]!)) {
          clearInterval(pruefen);
          ok();
        }
      }, 20);
    });
    laufend[0]!.kill('SIGKILL');
    await ende(laufend[0]!);
    const beiKill = empfaenger.anzahl.size;
    laufend.push(arbeiter(`r${runde}-ersatz`));
    await Promise.all(laufend.map(ende));
    const sekunden = (performance.now() - start) / 1000;

    let genauEinmal = 0;
    let doppelt = 0;
    let kopien = 0;
    for (const themen of empfaenger.themen.values()) {
      const verschieden = new Set(themen).size;
      kopien += themen.length - verschieden;
      if (verschieden === 1) genauEinmal++;
      else doppelt++;
    }
    // A repeated copy must carry the id of the first (else the device would show it twice).
    const falscheId = empfaenger.wiederholt.filter((w) => w.id !== w.thema).length;
    doppelt += falscheId;
    const fehlend = N - empfaenger.themen.size;
    ergebnisse.push({ sekunden, genauEinmal, doppelt, fehlend, kopien });
    console.log(
      `Runde ${runde}: ${sekunden.toFixed(1)} s, beim Kill ${beiKill} angekommen; beim Kunden genau einmal ${genauEinmal}, doppelt ${doppelt}, fehlend ${fehlend}; ` +
        `am Push-Dienst wiederholt (gleiches Topic und gleiche Id) ${kopien}`,
    );
  }
  const zeiten = ergebnisse.map((e) => e.sekunden).sort((a, b) => a - b);
  const median = zeiten[Math.floor(zeiten.length / 2)]!;
  const summe = (f: (e: (typeof ergebnisse)[number]) => number) => ergebnisse.map(f).join(' / ');
  console.log(`\nTägliche Preis-Benachrichtigung, ${N} Kunden, Push an lokalen Test-Push-Dienst, ${PROZESSE} Prozesse, einer bei der Hälfte mit SIGKILL beendet und ersetzt (Node ${process.version}, PostgreSQL):`);
  console.log(`  Median ${median.toFixed(1)} s (${(N / median).toFixed(0)} Push/s), Spanne ${zeiten[0]!.toFixed(1)}–${zeiten.at(-1)!.toFixed(1)} s über ${RUNDEN} Runden; Ziel: unter 600 s`);
  console.log(`  Beim Kunden doppelt: ${summe((e) => e.doppelt)}; fehlend: ${summe((e) => e.fehlend)}; genau einmal: ${summe((e) => e.genauEinmal)}`);
  console.log(`  Am Push-Dienst wiederholte Kopien (ersetzt bzw. vom Service Worker verworfen): ${summe((e) => e.kopien)}`);
  console.log(`  Last: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; Protokoll der Arbeiter: ${LOG}`);
  if (ergebnisse.some((e) => e.doppelt > 0 || e.fehlend > 0)) process.exitCode = 1;
} finally {
  await empfaenger.schliessen();
  await db.destroy();
  await sql`drop schema ${sql.id(SCHEMA)} cascade`.execute(basis);
  await basis.destroy();
}
