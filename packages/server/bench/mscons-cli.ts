// `npm run bench:mscons`: MSCONS through the command line as an operator runs it (`npm run import:mscons --
// FILES…`): files generated on disk, one `node FLAGS --import tsx src/cli/import-mscons.ts` process per round (the
// flags of the package's script), on a scratch database of a PostgreSQL server (created, dropped after). Two shapes:
//   täglich – a day's interchange per file, a message per Marktlokation (EKP_BENCH_MALOS × EKP_BENCH_TAGE files);
//   Monat   – files of messages holding many days each (EKP_BENCH_M_MALOS Marktlokationen × EKP_BENCH_M_TAGE days
//             in EKP_BENCH_M_DATEIEN files; monthly or correction files).
// Each round new days, so every value is stored (the rounds after the first find stored days beside them).
// Start-up excluded: the CLI, run with EKP_MSCONS_ZEIT=1, measures itself from the first file read to the closed
// connection (Node's start and the module loading, ~2–3 s, are not the import's rate); beside it the process's whole
// time minus a one-day file's process as a check. The report (a line per message) goes to a file, as production
// logging. Prints per round days/s, CPU s per 1,000 days of the import process (and of its PostgreSQL backends when
// the server runs on this machine), and where the time goes: reading (parsing), matching, writing, commit
// (msconsProfil). Median and spread of EKP_BENCH_RUNDEN (3) rounds against 10,000 metering-point days/s.
// Profile the import process: EKP_BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
// The in-process figure (warmed): `npm run bench:mscons:intern -w @ekp/server`.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import { mandantenLaden } from '../src/config/mandanten.ts';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden } from '../src/db/verbinden.ts';
import { maloId, uebertragung } from './mscons-dateien.ts';

const SERVER = process.env.EKP_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const zahl = (name: string, standard: number) => Number(process.env[name] ?? standard);
const [MALOS, TAGE] = [zahl('EKP_BENCH_MALOS', 1000), zahl('EKP_BENCH_TAGE', 36)];
const [M_MALOS, M_TAGE, M_DATEIEN] = [zahl('EKP_BENCH_M_MALOS', 200), zahl('EKP_BENCH_M_TAGE', 180), zahl('EKP_BENCH_M_DATEIEN', 10)];
const RUNDEN = zahl('EKP_BENCH_RUNDEN', 3);
const ZIEL = 10_000;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
// EKP_BENCH_VERGLEICH: the server package of another checkout (an earlier commit), run in turn with this one in
// every round, so both are measured in the same conditions.
const CLIS = [SERVER_DIR, ...(process.env.EKP_BENCH_VERGLEICH ? [path.resolve(process.env.EKP_BENCH_VERGLEICH)] : [])];
const ERSTER_TAG = '2024-01-01';

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const median = (w: number[]) => [...w].sort((a, b) => a - b)[Math.floor(w.length / 2)]!;
const last = () => loadavg().map((l) => l.toFixed(1)).join(' ');

interface Lauf { wandMs: number; ms: number; cpuMs: number; pgCpuMs: number | null; lesenMs: number; zuordnenMs: number; schreibenMs: number; commitMs: number }

/** The node flags of the operator's command: `import:mscons` in the package's package.json is `tsx FLAGS… src/cli/import-mscons.ts`. */
function knotenSchalter(cli: string): string[] {
  const skripte = (JSON.parse(readFileSync(path.join(cli, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return (skripte['import:mscons'] ?? '').split(/\s+/).filter((t) => t.startsWith('--'));
}

/** One CLI process over `dateien`; its report to `bericht`. */
function importieren(url: string, mandant: string, dateien: string[], bericht: string, cli = SERVER_DIR): Promise<Lauf> {
  const aus = openSync(bericht, 'w');
  const start = performance.now();
  const schalter = [...knotenSchalter(cli), ...(process.env.EKP_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const p = spawn(process.execPath, [...schalter, '--import', 'tsx', 'src/cli/import-mscons.ts', ...dateien, '--mandant', mandant], {
    cwd: cli, env: { ...process.env, DATABASE_URL: url, EKP_MSCONS_ZEIT: '1', LOG_LEVEL: 'info' }, stdio: ['ignore', aus, 'pipe'],
  });
  let fehler = '';
  p.stderr!.on('data', (d: Buffer) => (fehler += d.toString()));
  return new Promise((ok, nicht) =>
    p.on('exit', (code) => {
      closeSync(aus);
      const zeile = /EKP_MSCONS_ZEIT (\{.*\})/.exec(fehler);
      if (code !== 0 || !zeile) return nicht(new Error(`import:mscons endete mit ${code}: ${fehler.slice(0, 2000)}`));
      const l = JSON.parse(zeile[1]!) as Omit<Lauf, 'wandMs'>;
      // A checkout from before the backends' CPU was measured does not name it.
      ok({ wandMs: performance.now() - start, ...l, pgCpuMs: l.pgCpuMs ?? null });
    }),
  );
}

async function main(): Promise<void> {
  const name = `ekp_bench_${Math.random().toString(36).slice(2, 10)}`;
  const mandant = mandantenLaden(path.join(SERVER_DIR, 'mandanten.json')).standard.key;
  const admin = verbinden({ databaseUrl: SERVER, statementTimeout: 600 });
  await sql.raw(`create database ${name}`).execute(admin);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const db = verbinden({ databaseUrl: url.toString(), statementTimeout: 600 });
  const ordner = path.join(tmpdir(), `ekp-bench-mscons-${process.pid}`);
  try {
    await migrieren(db);
    const alle = MALOS + M_MALOS;
    await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, kunden_art)
      select ${mandant}, 'K' || i, 'Herr', 'Haushaltskunde' from generate_series(0, ${alle}) i`.execute(db);
    const ids = Array.from({ length: alle + 1 }, (_, k) => k);
    await sql`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, strasse, hausnummer, plz, ort, kunden_art, lieferbeginn, malo_id)
      select ${mandant}, 'V' || i, 'K' || i, 'Strom', 'Neueinzug', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde', ${ERSTER_TAG}::date, malo
      from unnest(${ids}::int[], ${ids.map(maloId)}::text[]) as t(i, malo)`.execute(db);
    log(`Datenbank ${name}: ${alle + 1} Verträge mit MaLo-ID (Mandant ${mandant}); Dateien in ${ordner}; Last ${last()}`);

    // Start-up: a one-day file of one Marktlokation (the last one, used by no shape), also warms PostgreSQL's catalog.
    mkdirSync(ordner, { recursive: true });
    const klein = path.join(ordner, 'ein-tag.edi');
    writeFileSync(klein, uebertragung('START', [alle], ERSTER_TAG, 1));
    const startLaeufe: number[] = [];
    for (let i = 0; i < 2; i++) startLaeufe.push((await importieren(url.toString(), mandant, [klein], path.join(ordner, 'start.log'))).wandMs);
    const startMs = Math.min(...startLaeufe);
    log(`Start-up (ein Tag, eine MaLo, ganzer Prozess): ${startLaeufe.map((m) => m.toFixed(0)).join(', ')} ms`);

    const formen = [
      { name: 'täglich', tage: MALOS * TAGE, dateien: (runde: number) => {
        const malos = Array.from({ length: MALOS }, (_, m) => m);
        return Array.from({ length: TAGE }, (_, d) => ({ name: `T${runde}-${String(d).padStart(4, '0')}.edi`, text: (tag: string) => uebertragung(`T${runde}D${d}`, malos, tag, 1), tag: tagDanach(ERSTER_TAG, 1 + runde * TAGE + d) }));
      } },
      { name: 'Monat', tage: M_MALOS * M_TAGE, dateien: (runde: number) => Array.from({ length: M_DATEIEN }, (_d, f) => {
        const malos = Array.from({ length: M_MALOS / M_DATEIEN }, (_, k) => MALOS + f * (M_MALOS / M_DATEIEN) + k);
        return { name: `M${runde}-${String(f).padStart(4, '0')}.edi`, text: (tag: string) => uebertragung(`M${runde}F${f}`, malos, tag, M_TAGE), tag: tagDanach(ERSTER_TAG, 1 + runde * M_TAGE) };
      }) },
    ];
    const ergebnisse: string[] = [];
    const laeufe = new Map<string, { raten: number[]; ratenWand: number[]; cpu: number[]; pgCpu: number[]; anteile: Array<Omit<Lauf, 'wandMs' | 'ms' | 'cpuMs' | 'pgCpuMs'>> }>();
    let erfuellt = true;
    // A shape of 0 days (EKP_BENCH_TAGE=0 or EKP_BENCH_M_TAGE=0) is left out.
    for (const form of formen.filter((f) => f.tage > 0)) {
      for (const nr of CLIS.keys()) {
        const raten: number[] = [];
        const ratenWand: number[] = [];
        const cpu: number[] = [];
        const pgCpu: number[] = [];
        const anteile: Array<Omit<Lauf, 'wandMs' | 'ms' | 'cpuMs' | 'pgCpuMs'>> = [];
        laeufe.set(`${form.name}|${nr}`, { raten, ratenWand, cpu, pgCpu, anteile });
      }
      for (let runde = 0; runde < RUNDEN; runde++) {
        for (const [nr, cli] of CLIS.entries()) {
          const { raten, ratenWand, cpu, pgCpu, anteile } = laeufe.get(`${form.name}|${nr}`)!;
          const dateien = form.dateien(runde * CLIS.length + nr).map((d) => {
            const pfad = path.join(ordner, d.name);
            writeFileSync(pfad, d.text(d.tag));
            return pfad;
          });
          const l = await importieren(url.toString(), mandant, dateien, path.join(ordner, `${form.name}-${runde}.log`), cli);
          for (const d of dateien) rmSync(d);
          const [rate, rateWand, c] = [form.tage / (l.ms / 1000), form.tage / (Math.max(1, l.wandMs - startMs) / 1000), l.cpuMs / form.tage];
          raten.push(rate);
          ratenWand.push(rateWand);
          cpu.push(c);
          if (l.pgCpuMs !== null) pgCpu.push(l.pgCpuMs / form.tage);
          const je = (ms: number) => ((ms / form.tage) * 1000).toFixed(0);
          anteile.push({ lesenMs: l.lesenMs, zuordnenMs: l.zuordnenMs, schreibenMs: l.schreibenMs, commitMs: l.commitMs });
          log(`${form.name}${nr > 0 ? ` (Vergleich ${cli})` : ''} Runde ${runde + 1}: ${form.tage} Tage in ${(l.ms / 1000).toFixed(2)} s = ${rate.toFixed(0)}/s (Prozess − Start-up: ${rateWand.toFixed(0)}/s); CPU ${c.toFixed(3)} s je 1.000 Tage${l.pgCpuMs === null ? '' : ` (PostgreSQL ${(l.pgCpuMs / form.tage).toFixed(3)})`}; ms je 1.000 Tage: lesen ${je(l.lesenMs)}, zuordnen ${je(l.zuordnenMs)}, schreiben ${je(l.schreibenMs)}, Commit ${je(l.commitMs)}; Last ${last()}`);
        }
      }
      for (const [nr, cli] of CLIS.entries()) {
        const { raten, ratenWand, cpu, pgCpu, anteile } = laeufe.get(`${form.name}|${nr}`)!;
        const m = median(raten);
        if (nr === 0) erfuellt &&= m >= ZIEL;
        const teil = (k: keyof (typeof anteile)[number]) => ((median(anteile.map((a) => a[k])) / form.tage) * 1000).toFixed(0);
        ergebnisse.push(`  ${form.name.padEnd(8)}${nr > 0 ? ` Vergleich ${cli}` : ''}: Median ${m.toFixed(0)} Messlokationstage/s (Spanne ${Math.min(...raten).toFixed(0)}–${Math.max(...raten).toFixed(0)}) – ${m >= ZIEL ? 'Ziel erreicht' : 'Ziel VERFEHLT'}; Prozess − Start-up ${median(ratenWand).toFixed(0)}/s; CPU ${median(cpu).toFixed(3)} s je 1.000 Tage${pgCpu.length > 0 ? ` (PostgreSQL ${median(pgCpu).toFixed(3)})` : ''}; ms je 1.000 Tage: lesen ${teil('lesenMs')}, zuordnen ${teil('zuordnenMs')}, schreiben ${teil('schreibenMs')}, Commit ${teil('commitMs')}`);
      }
    }
    console.log(`\nErgebnis npm run import:mscons (${RUNDEN} Runden, Ziel ≥ ${ZIEL}/s auf PostgreSQL, Start-up ${startMs.toFixed(0)} ms nicht gezählt):\n${ergebnisse.join('\n')}\n  Last ${last()}`);
    if (!erfuellt) process.exitCode = 1;
  } finally {
    rmSync(ordner, { recursive: true, force: true });
    await db.destroy();
    await sql.raw(`drop database if exists ${name}`).execute(admin);
    await admin.destroy();
    log(`Datenbank ${name} gelöscht`);
  }
}

await main();
