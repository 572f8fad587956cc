// `npm run bench:mscons:intern -w @ekp/server`: the in-process figure beside `npm run bench:mscons` (mscons-cli.ts, the
// command line): a year of MSCONS load profiles for N metering points (one interchange per day, one message per
// Marktlokation, 96 quarter hours each) read and stored through import/mscons in a scratch database on a PostgreSQL
// server (created, dropped after). Prints metering-point days per second, median and spread over several warmed
// rounds, for parsing alone and for parsing + storing (bytes in, as the CLI reads a file), against the target of
// 10,000/s. Production logging on: every file's report, as `npm run import:mscons` prints it (a line per message),
// goes to a log file (EKP_BENCH_LOG, default a temporary file).
// Env: EKP_BENCH_URL (server), EKP_BENCH_MALOS (1,000), EKP_BENCH_TAGE (365), EKP_BENCH_RUNDEN (5 measured rounds
// after one warm-up round; the days are split evenly among them). Not part of npm test.
// CPU seconds per 1,000 metering-point days beside each figure (this process and the database's backends, read
// from /proc when the server runs on this machine): steadier than the rate on a shared machine.
// Profile: NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench:mscons:intern -w @ekp/server
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { msconsBericht } from '../src/import/mscons/bericht.ts';
import { msconsEinlesen } from '../src/import/mscons/einlesen.ts';
import { msconsLesen } from '../src/import/mscons/lesen.ts';
import { maloId, uebertragung } from './mscons-dateien.ts';

const SERVER = process.env.EKP_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MALOS = Number(process.env.EKP_BENCH_MALOS ?? 1000);
const TAGE = Number(process.env.EKP_BENCH_TAGE ?? 365);
const RUNDEN = Number(process.env.EKP_BENCH_RUNDEN ?? 5);
const LOG = process.env.EKP_BENCH_LOG ?? path.join(tmpdir(), `ekp-bench-mscons-${process.pid}.log`);
const ZIEL = 10_000;
const MANDANT = 'bench';
const ERSTER_TAG = '2025-11-01';

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const median = (w: number[]) => [...w].sort((a, b) => a - b)[Math.floor(w.length / 2)]!;

/** One day's interchange: a message per Marktlokation, as a metering operator sends the day's values. */
const tagesdatei = (tag: string) => uebertragung(`B${tag.replaceAll('-', '')}`, Array.from({ length: MALOS }, (_, m) => m), tag, 1);

/** CPU seconds so far of the server processes serving database `name` (empty where /proc is not readable). */
async function datenbankCpu(admin: ReturnType<typeof verbinden>, name: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = ${name}`.execute(admin);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const felder = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(felder[11]) + Number(felder[12])) / 100);
    } catch {
      // another machine or no access: no figure
    }
  }
  return cpu;
}

const cpuDifferenz = (vorher: Map<number, number>, nachher: Map<number, number>) =>
  [...nachher].reduce((summe, [pid, s]) => summe + s - (vorher.get(pid) ?? 0), 0);

async function main(): Promise<void> {
  const name = `ekp_bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = verbinden({ databaseUrl: SERVER, statementTimeout: 600 });
  await sql.raw(`create database ${name}`).execute(admin);
  log(`Datenbank ${name} angelegt`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const db = verbinden({ databaseUrl: url.toString(), statementTimeout: 600 });
  const protokoll = openSync(LOG, 'w');
  const schreiben = (zeile: string) => void writeSync(protokoll, `${zeile}\n`);
  try {
    await migrieren(db);
    await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, kunden_art)
      select ${MANDANT}, 'K' || i, 'Herr', 'Haushaltskunde' from generate_series(0, ${MALOS - 1}) i`.execute(db);
    for (let m = 0; m < MALOS; m += 1000) {
      const ids = Array.from({ length: Math.min(1000, MALOS - m) }, (_, k) => m + k);
      await sql`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, strasse, hausnummer, plz, ort, kunden_art, lieferbeginn, malo_id)
        select ${MANDANT}, 'V' || i, 'K' || i, 'Strom', 'Neueinzug', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde', ${ERSTER_TAG}::date, malo
        from unnest(${ids}::int[], ${ids.map(maloId)}::text[]) as t(i, malo)`.execute(db);
    }
    log(`${MALOS} Verträge mit MaLo-ID angelegt; ${TAGE} Tage in ${RUNDEN} Runden nach einer Aufwärmrunde`);
    const tageJeRunde = Math.max(1, Math.floor(TAGE / (RUNDEN + 1)));
    let tag = ERSTER_TAG;
    const lesen: number[] = [];
    const gesamt: number[] = [];
    const cpuNode: number[] = [];
    const cpuDb: number[] = [];
    for (let runde = 0; runde <= RUNDEN; runde++) {
      let lesenMs = 0;
      let gesamtMs = 0;
      let abgelehnt = 0;
      let nodeCpu = 0;
      const dbVorher = await datenbankCpu(admin, name);
      for (let t = 0; t < tageJeRunde; t++, tag = tagDanach(tag)) {
        const bytes = Buffer.from(tagesdatei(tag));
        const a = performance.now();
        msconsLesen(bytes);
        const b = performance.now();
        const cpu = process.cpuUsage();
        const r = await msconsEinlesen(db, MANDANT, `${tag}.edi`, bytes, new Date());
        const verbraucht = process.cpuUsage(cpu);
        nodeCpu += (verbraucht.user + verbraucht.system) / 1e6;
        abgelehnt += msconsBericht(`${tag}.edi`, r, schreiben, schreiben);
        gesamtMs += performance.now() - b;
        lesenMs += b - a;
        abgelehnt += r.nachrichten.filter((n) => n.ergebnis === 'UNVERAENDERT').length;
      }
      if (abgelehnt > 0) throw new Error(`${abgelehnt} Nachrichten/Dateien abgelehnt – der Benchmark misst nur Gespeichertes`);
      const tage = MALOS * tageJeRunde;
      const [l, g] = [tage / (lesenMs / 1000), tage / (gesamtMs / 1000)];
      const [cn, cd] = [(nodeCpu / tage) * 1000, (cpuDifferenz(dbVorher, await datenbankCpu(admin, name)) / tage) * 1000];
      log(`Runde ${runde}${runde === 0 ? ' (Aufwärmen)' : ''}: ${tageJeRunde} Tage × ${MALOS} MaLo – lesen ${l.toFixed(0)}/s, lesen + speichern ${g.toFixed(0)}/s; CPU-s je 1.000 Tage: Node ${cn.toFixed(3)}, PostgreSQL ${cd.toFixed(3)}; Last ${loadavg()[0]!.toFixed(1)}`);
      if (runde > 0) {
        lesen.push(l);
        gesamt.push(g);
        cpuNode.push(cn);
        cpuDb.push(cd);
      }
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from intervall_tag`.execute(db);
    log(`${rows[0]!.n.toLocaleString('de-DE')} Messlokationstage gespeichert; Protokoll: ${LOG}`);
    const zeile = (was: string, w: number[]) => `${was}: Median ${median(w).toFixed(0)} Messlokationstage/s (Spanne ${Math.min(...w).toFixed(0)}–${Math.max(...w).toFixed(0)})`;
    console.log(`\nErgebnis (${MALOS} MaLo, ${RUNDEN} Runden à ${tageJeRunde} Tage, Ziel ≥ ${ZIEL}/s auf PostgreSQL):\n  ${zeile('nur lesen        ', lesen)}\n  ${zeile('lesen + speichern', gesamt)} – ${median(gesamt) >= ZIEL ? 'Ziel erreicht' : 'Ziel VERFEHLT'}\n  CPU-Sekunden je 1.000 Messlokationstage (lesen + speichern, Median): Node ${median(cpuNode).toFixed(3)}, PostgreSQL ${median(cpuDb).toFixed(3)}; Last ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    if (median(gesamt) < ZIEL) process.exitCode = 1;
  } finally {
    closeSync(protokoll);
    await db.destroy();
    await sql.raw(`drop database if exists ${name}`).execute(admin);
    await admin.destroy();
    log(`Datenbank ${name} gelöscht`);
  }
}

await main();
