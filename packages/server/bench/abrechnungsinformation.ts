// `npm run bench:abrechnungsinformation [-- --vertraege N]`: October 2026's billing information (§ 40b EnWG) for
// N contracts with interval data (default 100,000; also EKP_BENCH_VERTRAEGE), on PostgreSQL: DATABASE_URL (in a
// fresh schema, dropped afterwards), else a fresh database on 127.0.0.1:5432, created and dropped here.
// Each round clears the informations and starts two worker processes running the real daily job through the
// one scheduler (16 parts). Round 1 and later: one worker is killed (SIGKILL) once half the informations are
// stored; the other finishes its parts, then a process that comes after the dead one's lease (its clock moved
// by the lease) takes over the dead part. Counted per round: informations, documents and notifications,
// each exactly once per contract. Time: from the workers' start to the last one's end, without the lease's
// wait (in production the dead part waits up to its 30 minutes). Target: under 10 minutes.
// EKP_BENCH_DB=<name>: a database of that name on 127.0.0.1:5432, kept: generated on the first run (N contracts),
// reused by later ones (100,000 contracts are about 3.1 million day rows; `--nur-daten` only generates it).
// `--runden K` below 3: K measured rounds without the warm-up (one long run at 100,000).
// EKP_BENCH_PROFIL=<dir>: the workers write CPU profiles there.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { median, mitSpanne, rundenAusUmgebung } from './runden.ts';

const { values: argumente } = parseArgs({ options: { vertraege: { type: 'string' }, 'nur-daten': { type: 'boolean' }, runden: { type: 'string' } }, allowPositionals: true });
const N = Number(argumente.vertraege ?? process.env.EKP_BENCH_VERTRAEGE ?? 100_000);
const RUNDEN = argumente.runden ? Math.max(1, Number(argumente.runden)) : rundenAusUmgebung(3);
const ERSTE = RUNDEN < 3 ? 1 : 0;
const JETZT = '2026-11-02T06:00:00+01:00';
const FRIST = 1800;
const TAKT = Math.min(1000, Math.max(200, N / 100));
const ZIEL = 600;
const MANDANTEN = path.resolve(import.meta.dirname, '../mandanten.json');
const m = 'musterstadt';

// Where: EKP_BENCH_DB (kept), DATABASE_URL with a schema of our own, or a database of our own next to the tests' PostgreSQL.
const behalten = process.env.EKP_BENCH_DB;
const eigeneDb = !process.env.DATABASE_URL || behalten !== undefined;
const datenbank = behalten ?? `ekp_bench_abrinfo_${process.pid}`;
const basisUrl = (behalten ? undefined : process.env.DATABASE_URL) ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const basis = verbinden({ databaseUrl: basisUrl, anwendung: 'ekp-bench' });
const vorhanden = (await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${datenbank}`.execute(basis)).rows[0]!.n > 0;
if (eigeneDb && !vorhanden) await sql`create database ${sql.id(datenbank)}`.execute(basis);
else if (!eigeneDb) await sql`create schema ${sql.id(datenbank)}`.execute(basis);
const url = eigeneDb ? Object.assign(new URL(basisUrl), { pathname: `/${datenbank}` }).toString() : basisUrl;
const schema = eigeneDb ? undefined : datenbank;
const db = verbinden({ databaseUrl: url, schema, anwendung: 'ekp-bench', statementTimeout: 3600 });

/** The contracts, tariffs, instalments and October's day rows, each in one set-based statement. */
async function datenErzeugen(): Promise<void> {
  const reihe = sql`generate_series(1, ${N}) i`;
  await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, nachname, kunden_art) select ${m}, 'B' || i, 'Herr', 'Bench', 'Haushaltskunde' from ${reihe}`.execute(db);
  await sql`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, lieferbeginn, strasse, hausnummer, plz, ort, kunden_art)
    select ${m}, 'BV' || i, 'B' || i, 'Strom', 'Neueinzug', '2024-01-01', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde' from ${reihe}`.execute(db);
  await sql`insert into tarif (mandant, vertrag_id, position, name, tariftyp, grundpreis, arbeitspreis, arbeitspreis_nt, ist_dynamisch, gueltig_von)
    select ${m}, 'BV' || i, 0, 'Zweitarif', 'ALLES_INKLUSIVE_NETTO', 12, 0.3, 0.2, false, '2024-01-01' from ${reihe}`.execute(db);
  await sql`insert into abschlag (mandant, vertrag_id, betrag, rhythmus, naechste_faelligkeit) select ${m}, 'BV' || i, 70, 'MONATLICH', '2026-11-20' from ${reihe}`.execute(db);
  // October's month partition first, then every day of every contract in one statement: 96 quarter hours
  // (100 on 25 October), 80–129 Wh each by contract, all measured (qualitaet null: every value 'G').
  await sql`select partition_sichern('intervall_tag', ${m}, '2026-10-01')`.execute(db);
  await sql`insert into intervall_tag (vertrag_nr, tag, summe, mandant, kanal, werte_kurz)
    select v.nr, d.tag, d.anzahl * (80 + v.nr % 50), ${m}, 'BEZUG', array_fill((80 + v.nr % 50)::smallint, array[d.anzahl])
    from vertrag v cross join (
      select g::date as tag, case when g::date = '2026-10-25' then 100 else 96 end as anzahl
      from generate_series(date '2026-10-01', date '2026-10-31', interval '1 day') g
    ) d where v.mandant = ${m}`.execute(db);
  await sql`analyze`.execute(db);
}

try {
  await migrieren(db);
  const t0 = performance.now();
  const schon = Number((await sql<{ n: string }>`select count(*) as n from vertrag`.execute(db)).rows[0]!.n);
  if (schon > 0 && schon !== N) throw new Error(`${datenbank} hat ${schon} Verträge, nicht ${N}`);
  if (schon === 0) {
    console.log(`Daten: ${N} Verträge (Strom, netto HT/NT, Abschlag) mit Viertelstundenwerten für Oktober 2026 …`);
    await datenErzeugen();
    console.log(`  angelegt in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  } else console.log(`Daten: ${N} Verträge aus ${datenbank} wiederverwendet`);
  // --nur-daten: only generate the kept database (EKP_BENCH_DB), e.g. ahead of a long run.
  if (argumente['nur-daten'] && behalten) process.exit(0);

  let rundenStart = 0;
  const arbeiter = (name: string, spaeter = 0): ChildProcess =>
    spawn(process.execPath, [...(process.env.EKP_BENCH_PROFIL ? ['--cpu-prof', `--cpu-prof-dir=${process.env.EKP_BENCH_PROFIL}`] : []), '--import', 'tsx', path.resolve(import.meta.dirname, 'abrechnungsinformation-arbeiter.ts')], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_DB_URL: url, BENCH_SCHEMA: schema ?? '', BENCH_MANDANTEN: MANDANTEN, BENCH_JETZT: JETZT, BENCH_NAME: name, BENCH_RUNDENSTART: String(rundenStart), BENCH_SPAETER: String(spaeter) },
    });
  const beendet = (p: ChildProcess) => p.exitCode !== null || p.signalCode !== null;
  const ende = (p: ChildProcess) => new Promise<void>((ok) => (beendet(p) ? ok() : p.once('exit', () => ok())));
  const anzahl = async () => Number((await sql<{ n: string }>`select count(*) as n from abrechnungsinformation`.execute(db)).rows[0]!.n);

  const zeiten: number[] = [];
  let fehlerhaft = false;
  for (let runde = ERSTE; runde <= RUNDEN; runde++) {
    await sql`truncate abrechnungsinformation, dokument, benachrichtigung, benachrichtigung_zustellung, auftrag_lauf`.execute(db);
    const toeten = runde > 0;
    const start = performance.now();
    rundenStart = Date.now();
    const laufend = [arbeiter(`r${runde}-a1`), arbeiter(`r${runde}-a2`)];
    let beiKill = 0;
    if (toeten) {
      // Counting 50,000 stored rows reads their pages: at most once a second, so the count does not slow the run.
      while ((beiKill = await anzahl()) < N / 2 && !beendet(laufend[0]!)) await new Promise((r) => setTimeout(r, TAKT));
      laufend[0]!.kill('SIGKILL');
    }
    await Promise.all(laufend.map(ende));
    if (toeten) {
      const ersatz = arbeiter(`r${runde}-nach-frist`, FRIST + 60);
      await ende(ersatz);
    }
    const sekunden = (performance.now() - start) / 1000;
    const z = (
      await sql<{ infos: string; verschieden: string; dokumente: string; meldungen: string; doppelt: string }>`
      select (select count(*) from abrechnungsinformation where id = '2026-10') as infos,
        (select count(distinct vertrag_id) from abrechnungsinformation where id = '2026-10') as verschieden,
        (select count(*) from dokument where kategorie = 'Abrechnungsinformation') as dokumente,
        (select count(*) from benachrichtigung where ereignis = 'dokument') as meldungen,
        (select count(*) from (select schluessel from benachrichtigung group by mandant, kundennummer, schluessel having count(*) > 1) x) as doppelt`.execute(db)
    ).rows[0]!;
    const ok = [z.infos, z.verschieden, z.dokumente, z.meldungen].every((x) => Number(x) === N) && Number(z.doppelt) === 0;
    fehlerhaft ||= !ok;
    console.log(
      `Runde ${runde}${runde === 0 ? ' (Aufwärmen, ohne Kill)' : `, Kill bei ${beiKill}`}: ${sekunden.toFixed(1)} s; Informationen ${z.infos} (verschiedene Verträge ${z.verschieden}), Dokumente ${z.dokumente}, Benachrichtigungen ${z.meldungen}, doppelt ${z.doppelt} → ${ok ? 'je genau einmal' : 'FEHLER'}`,
    );
    if (runde > 0) zeiten.push(sekunden);
  }
  console.log(`\nAbrechnungsinformation Oktober 2026, ${N} Verträge mit Intervalldaten, 2 Prozesse über den Zeitplan (16 Teile), je Runde einer bei der Hälfte mit SIGKILL beendet (Node ${process.version}, PostgreSQL):`);
  console.log(`  Median ${mitSpanne(zeiten, (s) => `${s.toFixed(1)} s`)} über ${zeiten.length} Runden; ${(N / median(zeiten)).toFixed(0)} Informationen/s`);
  // The target beside the figure; below 100,000 only as a linear extrapolation, which is no measurement of it.
  if (N === 100_000) console.log(`  Ziel unter ${ZIEL} s für 100.000: gemessen ${median(zeiten).toFixed(1)} s → ${median(zeiten) < ZIEL ? 'erreicht' : 'NICHT erreicht'}`);
  else console.log(`  Hochgerechnet linear auf 100.000: ${mitSpanne(zeiten.map((s) => (s * 100_000) / N), (s) => `${s.toFixed(0)} s`)} gegen Ziel ${ZIEL} s (Hochrechnung, keine Messung bei 100.000)`);
  console.log(`  Last: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (fehlerhaft) process.exitCode = 1;
} finally {
  await db.destroy();
  if (behalten) console.log(`  Datenbank ${datenbank} bleibt (EKP_BENCH_DB)`);
  else if (eigeneDb) await sql`drop database ${sql.id(datenbank)} with (force)`.execute(basis);
  else await sql`drop schema ${sql.id(datenbank)} cascade`.execute(basis);
  await basis.destroy();
}
