// `npm run bench:speicher`: the old interval layout (one row per interval in `lastgang`, daily sums
// in `lastgang_tag`, kept by triggers) against the new one (one row per contract and day in `intervall_tag`),
// side by side on a PostgreSQL server: bytes per metering point and year (tables and indexes), the import of
// the intervals, and the three history queries of the screen. Two scratch databases, one migrated up to the
// last migration before 0060 (the old layout, with its triggers), one fully; both dropped at the end.
// EKP_BENCH_URL, EKP_BENCH_ZAEHLPUNKTE (default 100), EKP_BENCH_RUNDEN (default 3), EKP_BENCH_LAEUFE (queries
// per mode and round, default 100). Prints the median over the rounds and their spread (min–max). Besides the
// bytes of all metering points, the marginal cost (issue 48): what the second half of the metering points added
// after the first half had created the year's partitions (and their fixed pages).
import { alsBeginn, alsEnde, heuteIn, historieFenster, tagDanach, type HistorieIntervall } from '@ekp/contract';
import { sql, type RawBuilder } from 'kysely';
import { demoLastgang, demoMarktpreise } from '../src/demo/lastgang.ts';
import { migrationen, migrationsNamen, migrieren } from '../src/db/migrieren.ts';
import { verbinden, type Db } from '../src/db/verbinden.ts';
import { historieLesen, historieSql } from '../src/features/verbrauch/historie-repository.ts';
import { intervallTageSchreiben } from '../src/domain/intervall/schreiben.ts';
import { intervalleAlsTage } from '../src/domain/intervall/tage.ts';
import { historieLesen as altHistorieLesen, historieSql as altHistorieSql } from './alt/historie-repository.ts';
import { median, mitSpanne, quantil, rundenAusUmgebung } from './runden.ts';

const SERVER = process.env.EKP_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ZAEHLPUNKTE = Number(process.env.EKP_BENCH_ZAEHLPUNKTE ?? 100);
const RUNDEN = rundenAusUmgebung();
const LAEUFE = Number(process.env.EKP_BENCH_LAEUFE ?? 100);
const MANDANT = 'bench';
const JETZT = new Date('2026-11-18T10:00:00+01:00');
const BIS = heuteIn(JETZT);
const VON = tagDanach(BIS, -365);
// Issue 48: ≤ 150 KB per metering point and year, as the marginal cost of further metering points (below).
const ZIEL_BYTES = 150 * 1024;
const BATCH = 5000;

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const p95 = (w: number[]) => quantil(w, 0.95);

async function datenbank(admin: Db, name: string): Promise<Db> {
  await sql.raw(`create database ${name}`).execute(admin);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return verbinden({ databaseUrl: url.toString(), statementTimeout: 600 });
}

/** The schema as it was: every migration before 0060, with its triggers. */
async function altMigrieren(db: Db): Promise<void> {
  await sql`create table kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(db);
  for (const name of migrationsNamen().filter((n) => n < '0060')) {
    await migrationen[name]!.up(db);
    await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(db);
  }
}

async function stammdaten(db: Db): Promise<void> {
  await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, kunden_art)
    select ${MANDANT}, 'K' || i, 'Herr', 'Haushaltskunde' from generate_series(1, ${ZAEHLPUNKTE}) i`.execute(db);
  await sql`insert into vertrag (nr, mandant, id, kundennummer, versorgungsart, anmeldungsart, strasse, hausnummer, plz, ort, kunden_art, lieferbeginn)
    select i, ${MANDANT}, 'V' || i, 'K' || i, 'Strom', 'Neueinzug', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde', ${VON}::date
    from generate_series(1, ${ZAEHLPUNKTE}) i`.execute(db);
  await sql`insert into tarif (mandant, vertrag_id, position, name, tariftyp, grundpreis, arbeitspreis, ist_dynamisch, aufschlag, gueltig_von)
    select ${MANDANT}, id, 0, 'Dynamisch', 'DYNAMISCHER_PREIS', 12, 0.3, true, 0.18, ${VON}::date from vertrag`.execute(db);
  const preise = demoMarktpreise(7, tagDanach(VON, -1), tagDanach(BIS, 2));
  for (let i = 0; i < preise.length; i += BATCH) {
    await db.insertInto('marktpreis').values(preise.slice(i, i + BATCH).map((p) => ({ mandant: MANDANT, ...p }))).execute();
  }
}

/** What the importer did: the intervals via unnest, 5,000 per statement, the triggers on. */
async function altSchreiben(db: Db, nr: number, werte: ReturnType<typeof demoLastgang>): Promise<void> {
  for (let i = 0; i < werte.length; i += BATCH) {
    const teil = werte.slice(i, i + BATCH);
    await sql`
      insert into lastgang (vertrag_nr, von, bis, verbrauch)
      select ${nr}, von, bis, verbrauch
      from unnest(${teil.map((w) => w.von)}::timestamptz[], ${teil.map((w) => w.bis)}::timestamptz[], ${teil.map((w) => w.verbrauch)}::float8[])
        as t(von, bis, verbrauch)
      on conflict (vertrag_nr, von) do update set bis = excluded.bis, verbrauch = excluded.verbrauch`.execute(db);
  }
}

interface Runde {
  importAlt: number;
  importNeu: number;
  tagAlt: number;
  tagNeu: number;
  bytesAlt: number;
  bytesAltOhneTage: number;
  bytesNeu: number;
  /** Bytes per metering point the second half of them added (before the extra day and vacuum). */
  bytesNeuMarginal: number;
  abfragen: Record<HistorieIntervall, { alt: number[]; neu: number[] }>;
  /** Planning + execution time PostgreSQL reports (EXPLAIN ANALYZE): the server's share, without the client. */
  server: Record<HistorieIntervall, { alt: number[]; neu: number[] }>;
}

async function serverZeit(db: Db, abfrage: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': Array<{ 'Planning Time': number; 'Execution Time': number }> }>`explain (analyze, format json) ${abfrage}`.execute(db);
  const plan = rows[0]!['QUERY PLAN'][0]!;
  return plan['Planning Time'] + plan['Execution Time'];
}

async function runde(alt: Db, neu: Db): Promise<Runde> {
  await sql`truncate lastgang, lastgang_tag`.execute(alt);
  // (also removes the extra day of the previous round)
  await sql`truncate intervall_tag`.execute(neu);
  let importAlt = 0;
  let importNeu = 0;
  const neuBytes = async () => Number((await sql<{ b: string }>`select sum(pg_total_relation_size(relid))::bigint as b from pg_partition_tree('intervall_tag') where isleaf`.execute(neu)).rows[0]!.b);
  const haelfte = Math.floor(ZAEHLPUNKTE / 2);
  let bytesHaelfte = 0;
  for (let nr = 1; nr <= ZAEHLPUNKTE; nr++) {
    const werte = demoLastgang(nr, VON, BIS);
    let t = performance.now();
    await alt.transaction().execute((trx) => altSchreiben(trx, nr, werte));
    importAlt += performance.now() - t;
    t = performance.now();
    // The new importer's path: intervals into day rows, then the writer (it batches across contracts; one
    // contract's year here is 365 rows, so a statement holds 365 instead of 2,000 days).
    await neu.transaction().execute((trx) => intervallTageSchreiben(trx, intervalleAlsTage(MANDANT, nr, werte)));
    importNeu += performance.now() - t;
    if (nr % 25 === 0) log(`  ${nr} Zählpunkte geschrieben`);
    if (nr === haelfte) bytesHaelfte = await neuBytes();
  }
  const bytesNeuMarginal = ((await neuBytes()) - bytesHaelfte) / (ZAEHLPUNKTE - haelfte);
  // The daily import: one more day (BIS) for every metering point, as a nightly meter file brings it. Before
  // The importer wrote it contract by contract (a statement and a trigger run each); now one call.
  const tag = BIS;
  const neuerTag = Array.from({ length: ZAEHLPUNKTE }, (_, i) => ({ nr: i + 1, werte: demoLastgang(1000 + i, tag, tagDanach(tag)) }));
  let t0 = performance.now();
  await alt.transaction().execute(async (trx) => {
    for (const { nr, werte } of neuerTag) await altSchreiben(trx, nr, werte);
  });
  const tagAlt = performance.now() - t0;
  t0 = performance.now();
  await neu.transaction().execute((trx) => intervallTageSchreiben(trx, neuerTag.flatMap(({ nr, werte }) => intervalleAlsTage(MANDANT, nr, werte))));
  const tagNeu = performance.now() - t0;
  for (const t of ['lastgang', 'lastgang_tag', 'marktpreis']) await sql.raw(`vacuum (analyze) ${t}`).execute(alt);
  for (const t of ['intervall_tag', 'marktpreis']) await sql.raw(`vacuum (analyze) ${t}`).execute(neu);
  const groesse = async (db: Db, ausdruck: string) => Number((await sql.raw<{ b: string }>(`select (${ausdruck})::bigint as b`).execute(db)).rows[0]!.b);
  const bytesAltOhneTage = await groesse(alt, `pg_total_relation_size('lastgang')`);
  const bytesAlt = bytesAltOhneTage + (await groesse(alt, `pg_total_relation_size('lastgang_tag')`));
  const bytesNeu = await groesse(neu, `select sum(pg_total_relation_size(relid)) from pg_partition_tree('intervall_tag') where isleaf`);

  const abfragen = {} as Runde['abfragen'];
  const server = {} as Runde['server'];
  for (const intervall of ['hourly', 'daily', 'monthly'] as const) {
    const fenster = historieFenster(intervall, intervall === 'hourly' ? tagDanach(BIS, -1) : BIS, JETZT);
    const abfrage = (nr: number) => ({ mandant: MANDANT, vertragNr: nr, vertragId: `V${nr}`, von: alsBeginn(fenster.von), bis: alsEnde(fenster.bis), intervall });
    const m = { alt: [] as number[], neu: [] as number[] };
    for (let i = 0; i < LAEUFE + 10; i++) {
      const nr = 1 + Math.floor(Math.random() * ZAEHLPUNKTE);
      let t = performance.now();
      const a = await altHistorieLesen(alt, abfrage(nr));
      const dauerAlt = performance.now() - t;
      t = performance.now();
      const n = await historieLesen(neu, abfrage(nr));
      const dauerNeu = performance.now() - t;
      if (i === 0 && JSON.stringify(a) !== JSON.stringify(n)) {
        const k = a.findIndex((x, j) => JSON.stringify(x) !== JSON.stringify(n[j]));
        log(`  Hinweis: ${intervall} V${nr} antwortet anders als das alte Layout: ${JSON.stringify(a[k])} / ${JSON.stringify(n[k])}`);
      }
      if (i < 10) continue; // warm-up
      m.alt.push(dauerAlt);
      m.neu.push(dauerNeu);
    }
    abfragen[intervall] = m;
    const sz = { alt: [] as number[], neu: [] as number[] };
    for (let i = 0; i < 20; i++) {
      const nr = 1 + Math.floor(Math.random() * ZAEHLPUNKTE);
      sz.alt.push(await serverZeit(alt, altHistorieSql(abfrage(nr))));
      sz.neu.push(await serverZeit(neu, historieSql(abfrage(nr))));
    }
    server[intervall] = sz;
  }
  return { importAlt, importNeu, tagAlt, tagNeu, bytesAlt, bytesAltOhneTage, bytesNeu, bytesNeuMarginal, abfragen, server };
}

const spanne = (werte: number[], f: (n: number) => string) => mitSpanne(werte, f);

async function main(): Promise<void> {
  const kennung = Math.random().toString(36).slice(2, 10);
  const admin = verbinden({ databaseUrl: SERVER, statementTimeout: 600 });
  const alt = await datenbank(admin, `ekp_speicher_alt_${kennung}`);
  const neu = await datenbank(admin, `ekp_speicher_neu_${kennung}`);
  try {
    await altMigrieren(alt);
    await migrieren(neu);
    for (const db of [alt, neu]) await stammdaten(db);
    log(`${ZAEHLPUNKTE} Zählpunkte × 15-Minuten-Werte ${VON} bis ${BIS}, ${RUNDEN} Runden`);
    const runden: Runde[] = [];
    for (let r = 1; r <= RUNDEN; r++) {
      runden.push(await runde(alt, neu));
      log(`Runde ${r} fertig`);
    }
    const tage = ZAEHLPUNKTE * 365;
    const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
    const proS = (n: number) => `${n.toFixed(0)}`;
    const rate = (ms: number, anzahl: number) => (anzahl * 1000) / ms;
    const msf = (n: number) => `${n.toFixed(2)} ms`;
    const zeilen = [
      ['', 'alt (lastgang + lastgang_tag)', 'neu (intervall_tag)', 'Ziel'],
      [
        'Bytes je Zählpunkt und Jahr',
        spanne(runden.map((r) => r.bytesAlt / ZAEHLPUNKTE), kb),
        spanne(runden.map((r) => r.bytesNeu / ZAEHLPUNKTE), kb),
        '',
      ],
      ['  marginal (zweite Hälfte der Zählpunkte)', '', spanne(runden.map((r) => r.bytesNeuMarginal), kb), `≤ ${kb(ZIEL_BYTES)}`],
      ['  davon ohne Tagessummen', spanne(runden.map((r) => r.bytesAltOhneTage / ZAEHLPUNKTE), kb), '(Summen in der Zeile)', ''],
      ['Import je Zählpunkt ein Jahr, Zählpunkt-Tage/s', spanne(runden.map((r) => rate(r.importAlt, tage)), proS), spanne(runden.map((r) => rate(r.importNeu, tage)), proS), 'schneller'],
      ['Import ein Tag aller Zählpunkte, Zählpunkt-Tage/s', spanne(runden.map((r) => rate(r.tagAlt, ZAEHLPUNKTE)), proS), spanne(runden.map((r) => rate(r.tagNeu, ZAEHLPUNKTE)), proS), 'schneller'],
    ];
    for (const intervall of ['hourly', 'daily', 'monthly'] as const) {
      const ziel = { hourly: 20, daily: 50, monthly: 100 }[intervall];
      zeilen.push([`${intervall} Median`, spanne(runden.map((r) => median(r.abfragen[intervall].alt)), msf), spanne(runden.map((r) => median(r.abfragen[intervall].neu)), msf), '']);
      zeilen.push([`${intervall} p95`, spanne(runden.map((r) => p95(r.abfragen[intervall].alt)), msf), spanne(runden.map((r) => p95(r.abfragen[intervall].neu)), msf), `< ${ziel} ms`]);
      zeilen.push([`${intervall} im Server (Planung+Ausführung)`, spanne(runden.map((r) => median(r.server[intervall].alt)), msf), spanne(runden.map((r) => median(r.server[intervall].neu)), msf), '']);
    }
    const breite = [0, 1, 2, 3].map((i) => Math.max(...zeilen.map((z) => z[i]!.length)));
    console.log(`\nMedian der ${RUNDEN} Runden (Spanne min–max); ${ZAEHLPUNKTE} Zählpunkte, ${LAEUFE} Abfragen je Art und Runde:`);
    for (const z of zeilen) console.log(z.map((s, i) => s.padEnd(breite[i]!)).join('  '));
    if (median(runden.map((r) => r.bytesNeuMarginal)) > ZIEL_BYTES) process.exitCode = 1;
  } finally {
    await alt.destroy();
    await neu.destroy();
    await sql.raw(`drop database if exists ekp_speicher_alt_${kennung} with (force)`).execute(admin);
    await sql.raw(`drop database if exists ekp_speicher_neu_${kennung} with (force)`).execute(admin);
    await admin.destroy();
  }
}

await main();
