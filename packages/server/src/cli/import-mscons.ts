import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { envLesen, startverzeichnis } from '../config/env.ts';
import { mandantenLaden } from '../config/mandanten.ts';
import { sql } from 'kysely';
import { datenbankOeffnen } from '../db/oeffnen.ts';
import type { Db } from '../db/verbinden.ts';
import { msconsBericht } from '../import/mscons/bericht.ts';
import { msconsEinlesen, msconsProfil, msconsVorlesen } from '../import/mscons/einlesen.ts';
import { uhrAusUmgebung } from '../config/uhr.ts';
import { argumente, ausfuehren } from './argumente.ts';

// npm run import:mscons -- FILE|DIRECTORY... [--mandant KEY]   (docs/marktdaten.md)
// Exit status as the JSON import: 0 everything stored (or already there), 1 something refused, 2 wrong call
// or a file that does not exist.
async function main(): Promise<number> {
  const { values, positionals } = argumente({ mandant: { type: 'string' } });
  if (positionals.length === 0) {
    console.error('Aufruf: npm run import:mscons -- DATEI|VERZEICHNIS... [--mandant KEY]');
    return 2;
  }
  const dateien: string[] = [];
  for (const angegeben of positionals) {
    const pfad = path.resolve(startverzeichnis(), angegeben);
    let istVerzeichnis: boolean;
    try {
      istVerzeichnis = statSync(pfad).isDirectory();
    } catch {
      console.error(`Datei nicht gefunden: ${pfad}`);
      return 2;
    }
    if (!istVerzeichnis) dateien.push(pfad);
    // A directory: its files in name order (operators' file names carry the date), no recursion.
    else for (const name of readdirSync(pfad).sort()) if (statSync(path.join(pfad, name)).isFile() && !name.startsWith('.')) dateien.push(path.join(pfad, name));
  }
  const env = envLesen();
  const mandanten = mandantenLaden(env.EKP_TENANTS);
  const mandant = values.mandant ?? mandanten.standard.key;
  if (!mandanten.nachKey(mandant)) {
    console.error(`Unbekannter Mandant ${mandant}; bekannt sind ${mandanten.alle.map((m) => m.key).join(', ')}`);
    return 2;
  }
  const uhr = uhrAusUmgebung(env);
  const datenbank = await datenbankOeffnen(env);
  let abgelehnt = 0;
  // EKP_MSCONS_ZEIT=1 (bench:mscons): the time and CPU from the first file read to the connection closed,
  // without Node's and the modules' start, on stderr after the report.
  // With a server on this machine also its backends' CPU (/proc; a remote server's pids mean nothing here).
  const lokal = !!env.DATABASE_URL && ['localhost', '127.0.0.1', '[::1]'].includes(new URL(env.DATABASE_URL).hostname);
  const start = process.env.EKP_MSCONS_ZEIT ? { ms: performance.now(), cpu: process.cpuUsage(), pg: lokal ? await serverCpu(datenbank.db) : null } : null;
  // The report in one write per file, not one per message; a refusal (stderr) still follows the lines before it.
  const zeilen: string[] = [];
  const ausgeben = () => {
    if (zeilen.length > 0) console.log(zeilen.splice(0).join('\n'));
  };
  const fehler = (zeile: string) => {
    ausgeben();
    console.error(zeile);
  };
  // Each file is read while the one before waits on the database for its last writes and its commit.
  const vorlesen = (datei: string) => Promise.resolve().then(() => msconsVorlesen(readFileSync(datei)));
  try {
    let naechste = dateien.length > 0 ? vorlesen(dateien[0]!) : null;
    for (const [i, datei] of dateien.entries()) {
      const vorgelesen = await naechste!;
      naechste = null;
      void vorgelesen.vorlauf.gelesen.then(() => {
        if (i + 1 < dateien.length) (naechste = vorlesen(dateien[i + 1]!)).catch(() => undefined);
      });
      const r = await msconsEinlesen(datenbank.db, mandant, path.basename(datei), vorgelesen, uhr.jetzt());
      // Started above once this file was read; should that not have happened yet, now.
      naechste ??= i + 1 < dateien.length ? vorlesen(dateien[i + 1]!) : null;
      abgelehnt += msconsBericht(datei, r, (zeile) => zeilen.push(zeile), fehler);
      ausgeben();
    }
    return abgelehnt > 0 ? 1 : 0;
  } finally {
    let pgCpuMs: number | null = null;
    if (start?.pg) {
      const ende = await serverCpu(datenbank.db);
      if (ende) pgCpuMs = [...ende].reduce((s, [pid, ms]) => s + ms - (start.pg!.get(pid) ?? 0), 0);
    }
    await datenbank.schliessen();
    if (start) {
      const cpu = process.cpuUsage(start.cpu);
      console.error(`EKP_MSCONS_ZEIT ${JSON.stringify({ ms: performance.now() - start.ms, cpuMs: (cpu.user + cpu.system) / 1000, pgCpuMs, ...msconsProfil })}`);
    }
  }
}

/** For EKP_MSCONS_ZEIT: CPU ms so far of each backend of this database, from /proc (Linux, ticks of 10 ms); null where unreadable. */
async function serverCpu(db: Db): Promise<Map<number, number> | null> {
  try {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const felder = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(felder[11]) + Number(felder[12])) * 10);
    }
    return cpu;
  } catch {
    return null;
  }
}

ausfuehren(main);
