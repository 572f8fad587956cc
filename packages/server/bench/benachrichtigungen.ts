// `npm run bench:benachrichtigungen` (issue 33): the daily price notification for N customers with a push
// device each (EKP_BENCH_KUNDEN, default 100,000), from the job to a local test push service, on PostgreSQL.
// Each round starts a worker process, kills it (SIGKILL) when half the pushes arrived, starts another, and
// counts at the push service: every customer exactly once, and the time to the last push.
// Target: under 10 minutes. Not part of npm test.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { vapidSchluesselErzeugen } from '../src/shared/benachrichtigungen/push.ts';
import { PG_URL } from '../test/postgres.ts';
import { pushEmpfaengerStarten } from '../test/push-empfaenger.ts';

const N = Number(process.env.EKP_BENCH_KUNDEN ?? 100_000);
const RUNDEN = Number(process.env.EKP_BENCH_RUNDEN ?? 3);
const PORT = Number(process.env.EKP_BENCH_PORT ?? 43310);
const SCHEMA = `bench_benachrichtigungen_${process.pid}`;
const JETZT = '2026-11-18T14:30:00+01:00';
const MANDANTEN = path.resolve(import.meta.dirname, '../mandanten.json');

const basis = verbinden({ databaseUrl: PG_URL, anwendung: 'ekp-bench' });
await sql`create schema ${sql.id(SCHEMA)}`.execute(basis);
const db = verbinden({ databaseUrl: PG_URL, schema: SCHEMA, anwendung: 'ekp-bench' });
const empfaenger = await pushEmpfaengerStarten(PORT, false);
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
  await sql`insert into marktpreis (mandant, von, bis, preis)
    select ${m}, timestamptz '2026-11-18 23:00:00+00' + make_interval(hours => h), timestamptz '2026-11-19 00:00:00+00' + make_interval(hours => h), 50 + 30 * sin(h) from generate_series(0, 23) h`.execute(db);

  const arbeiter = (): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'benachrichtigungen-arbeiter.ts')], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_DB_URL: PG_URL, BENCH_SCHEMA: SCHEMA, BENCH_MANDANTEN: MANDANTEN, BENCH_JETZT: JETZT, EKP_VAPID_PUBLIC_KEY: vapid.publicKey, EKP_VAPID_PRIVATE_KEY: vapid.privateKey, EKP_ZUSTELL_FRIST: '10' },
    });
  const ende = (p: ChildProcess) => new Promise<void>((ok) => p.once('exit', () => ok()));

  const ergebnisse: { sekunden: number; genauEinmal: number; doppelt: number; fehlend: number }[] = [];
  for (let runde = 1; runde <= RUNDEN; runde++) {
    await sql`truncate benachrichtigung, benachrichtigung_zustellung, auftrag_lauf`.execute(db);
    empfaenger.anzahl.clear();
    const start = performance.now();
    const erster = arbeiter();
    // Kill the first worker once half the customers have their push.
    await new Promise<void>((ok) => {
      const pruefen = setInterval(() => {
        if (empfaenger.anzahl.size >= N / 2 || erster.exitCode !== null) {
          clearInterval(pruefen);
          ok();
        }
      }, 20);
    });
    erster.kill('SIGKILL');
    await ende(erster);
    const beiKill = empfaenger.anzahl.size;
    const zweiter = arbeiter();
    await ende(zweiter);
    const sekunden = (performance.now() - start) / 1000;
    let genauEinmal = 0;
    let doppelt = 0;
    for (const n of empfaenger.anzahl.values()) {
      if (n === 1) genauEinmal++;
      else doppelt++;
    }
    const fehlend = N - empfaenger.anzahl.size;
    ergebnisse.push({ sekunden, genauEinmal, doppelt, fehlend });
    console.log(`Runde ${runde}: ${sekunden.toFixed(1)} s, beim Kill ${beiKill} angekommen; genau einmal ${genauEinmal}, doppelt ${doppelt}, fehlend ${fehlend}`);
  }
  const zeiten = ergebnisse.map((e) => e.sekunden).sort((a, b) => a - b);
  const median = zeiten[Math.floor(zeiten.length / 2)]!;
  console.log(`\nTägliche Preis-Benachrichtigung, ${N} Kunden, Push an lokalen Test-Push-Dienst, Kill und Neustart bei der Hälfte (Node ${process.version}, PostgreSQL):`);
  console.log(`  Median ${median.toFixed(1)} s (${(N / median).toFixed(0)} Push/s), Spanne ${zeiten[0]!.toFixed(1)}–${zeiten.at(-1)!.toFixed(1)} s über ${RUNDEN} Runden; Ziel: unter 600 s`);
  console.log(`  Genau einmal: ${ergebnisse.map((e) => e.genauEinmal).join(' / ')}; doppelt: ${ergebnisse.map((e) => e.doppelt).join(' / ')}; fehlend: ${ergebnisse.map((e) => e.fehlend).join(' / ')}`);
} finally {
  await empfaenger.schliessen();
  await db.destroy();
  await sql`drop schema ${sql.id(SCHEMA)} cascade`.execute(basis);
  await basis.destroy();
}
