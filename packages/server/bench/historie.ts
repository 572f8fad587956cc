// `npm run bench:historie` (issue #5): 1,000 contracts × one year of 15-minute data (35 million rows) in a
// scratch database on a PostgreSQL server, then the three history queries of the screen, run many times
// through the server's own repository code. Prints medians and what each query scanned. Not part of npm test.
import { heuteIn, historieFenster, tagDanach, alsBeginn, alsEnde, type HistorieIntervall } from '@ekp/contract';
import { sql } from 'kysely';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden, type Db } from '../src/db/verbinden.ts';
import { historieLesen, historieSql, type HistorieAbfrage } from '../src/features/verbrauch/historie-repository.ts';

const SERVER = process.env.EKP_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VERTRAEGE = Number(process.env.EKP_BENCH_VERTRAEGE ?? 1000);
const LAEUFE = Number(process.env.EKP_BENCH_LAEUFE ?? 200);
const MANDANT = 'bench';
const JETZT = new Date('2026-11-18T10:00:00+01:00');
const BIS = heuteIn(JETZT);
const VON = tagDanach(BIS, -365);
const ZIELE: Record<HistorieIntervall, number> = { hourly: 20, daily: 50, monthly: 200 };

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const median = (werte: number[]) => [...werte].sort((a, b) => a - b)[Math.floor(werte.length / 2)]!;

async function stammdaten(db: Db): Promise<void> {
  await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, kunden_art)
    select ${MANDANT}, 'K' || i, 'Herr', 'Haushaltskunde' from generate_series(1, ${VERTRAEGE}) i`.execute(db);
  await sql`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, strasse, hausnummer, plz, ort, kunden_art, lieferbeginn)
    select ${MANDANT}, 'V' || i, 'K' || i, 'Strom', 'Neueinzug', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde', ${VON}::date
    from generate_series(1, ${VERTRAEGE}) i`.execute(db);
  await sql`insert into tarif (mandant, vertrag_id, position, name, tariftyp, grundpreis, arbeitspreis, ist_dynamisch, aufschlag, gueltig_von)
    select ${MANDANT}, id, 0, 'Dynamisch', 'DYNAMISCHER_PREIS', 12, 0.3, true, 0.18, ${VON}::date from vertrag`.execute(db);
  // Quarter-hour prices with a daily shape, a day of lead and of lag.
  await sql`insert into marktpreis (mandant, von, bis, preis)
    select ${MANDANT}, t, t + interval '15 minutes',
      0.09 + 0.05 * sin(extract(epoch from t) / 86400 * 2 * pi()) + 0.02 * random()
    from generate_series(${alsBeginn(tagDanach(VON, -1))}::timestamptz, ${alsEnde(tagDanach(BIS, 1))}::timestamptz - interval '15 minutes', interval '15 minutes') t`.execute(db);
}

/**
 * The load goes in day by day for all contracts, as daily meter imports would write it: each contract's rows
 * end up spread over the whole table. For speed the primary key (as the migrations define it) is dropped for
 * the load and rebuilt from its own definition, and the triggers that keep the daily sums are off
 * (session_replication_role); the daily sums are then computed month by month with the trigger's own function.
 */
async function lastgangErzeugen(db: Db): Promise<number> {
  return db.connection().execute(async (c) => {
    const { rows } = await sql<{ name: string; def: string }>`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'lastgang'::regclass and contype = 'p'`.execute(c);
    const pk = rows[0]!;
    await sql.raw(`alter table lastgang drop constraint ${pk.name}`).execute(c);
    await sql`alter table lastgang set unlogged`.execute(c);
    await sql`set session_replication_role = replica`.execute(c);
    await sql`set maintenance_work_mem = '1GB'`.execute(c);
    const { rows: grenzen } = await sql<{ min: number; max: number }>`select min(nr) as min, max(nr) as max from vertrag`.execute(c);
    const { min, max } = grenzen[0]!;
    for (let tag = VON; tag < BIS; tag = tagDanach(tag)) {
      // Household-like values: base load, a daily wave, noise; contracts differ by a factor.
      await sql`insert into lastgang (vertrag_nr, von, bis, verbrauch)
        select nr, t, t + interval '15 minutes',
          (0.5 + (nr % 7) * 0.1) * (0.05 + 0.04 * (1 + sin(extract(epoch from t) / 86400 * 2 * pi() - 1.5)) + 0.03 * random())
        from generate_series(${alsBeginn(tag)}::timestamptz, ${alsEnde(tag)}::timestamptz - interval '15 minutes', interval '15 minutes') t,
          generate_series(${min}::int, ${max}::int) nr`.execute(c);
      if (tag.endsWith('-01')) log(`  Lastgang ab ${tag} geschrieben`);
    }
    log('Primärschlüssel wird aufgebaut …');
    await sql.raw(`alter table lastgang add constraint ${pk.name} ${pk.def}`).execute(c);
    await sql`analyze lastgang`.execute(c);
    for (let monat = `${VON.slice(0, 7)}-01`; monat < BIS; monat = `${tagDanach(`${monat.slice(0, 7)}-28`, 7).slice(0, 7)}-01`) {
      const naechster = `${tagDanach(`${monat.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
      await sql`select lastgang_tag_auffrischen(array(select nr from vertrag), ${alsBeginn(monat)}, ${alsBeginn(naechster)})`.execute(c);
      log(`  Tagessummen ${monat.slice(0, 7)} berechnet`);
    }
    log('Tagessummen berechnet');
    await sql`set session_replication_role = origin`.execute(c);
    await sql`vacuum (analyze) lastgang`.execute(c);
    await sql`vacuum (analyze) lastgang_tag`.execute(c);
    await sql`vacuum (analyze) marktpreis`.execute(c);
    const { rows: anzahl } = await sql<{ n: number; tage: number }>`select (select count(*) from lastgang)::int as n, (select count(*) from lastgang_tag)::int as tage`.execute(c);
    log(`${anzahl[0]!.tage.toLocaleString('de-DE')} Tagessummen`);
    return anzahl[0]!.n;
  });
}

interface Knoten {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Heap Fetches'?: number;
  Plans?: Knoten[];
}

/** EXPLAIN (ANALYZE, BUFFERS): rows read per table, heap fetches, buffers touched. */
async function erklaeren(db: Db, abfrage: HistorieAbfrage): Promise<string> {
  type Plan = { 'QUERY PLAN': Array<{ Plan: Knoten & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number }; 'Execution Time': number }> };
  const { rows } = await sql<Plan>`explain (analyze, buffers, format json) ${historieSql(abfrage)}`.execute(db);
  const plan = rows[0]!['QUERY PLAN'][0]!;
  const scans: string[] = [];
  const besuchen = (k: Knoten) => {
    if (k['Relation Name']) {
      scans.push(`${k['Relation Name']}: ${k['Actual Rows'] * k['Actual Loops']} Zeilen (${k['Node Type']}${k['Index Name'] ? ` ${k['Index Name']}` : ''}, Heap-Zugriffe ${k['Heap Fetches'] ?? '-'})`);
    }
    k.Plans?.forEach(besuchen);
  };
  besuchen(plan.Plan);
  return `${scans.join('; ')}; Puffer ${plan.Plan['Shared Hit Blocks']} Treffer / ${plan.Plan['Shared Read Blocks']} gelesen; ${plan['Execution Time'].toFixed(1)} ms`;
}

async function messen(db: Db, intervall: HistorieIntervall): Promise<{ median: number; p95: number; erklaerung: string; buckets: number }> {
  const fenster = historieFenster(intervall, intervall === 'hourly' ? tagDanach(BIS, -1) : BIS, JETZT);
  const abfrageFuer = (nr: number): HistorieAbfrage => ({
    mandant: MANDANT,
    vertragNr: nr,
    von: alsBeginn(fenster.von),
    bis: alsEnde(fenster.bis),
    vertragId: `V${nr}`,
    intervall,
  });
  const { rows } = await sql<{ nr: number }>`select nr from vertrag order by random() limit ${LAEUFE}`.execute(db);
  const zeiten: number[] = [];
  let buckets = 0;
  for (const { nr } of rows) {
    const start = performance.now();
    // What the route does after the ownership check.
    const daten = await historieLesen(db, abfrageFuer(nr));
    zeiten.push(performance.now() - start);
    buckets = daten.length;
  }
  const sortiert = [...zeiten].sort((a, b) => a - b);
  return { median: median(zeiten), p95: sortiert[Math.floor(sortiert.length * 0.95)]!, erklaerung: await erklaeren(db, abfrageFuer(rows[0]!.nr)), buckets };
}

async function main(): Promise<void> {
  const name = `ekp_bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = verbinden({ databaseUrl: SERVER });
  await sql.raw(`create database ${name}`).execute(admin);
  log(`Datenbank ${name} angelegt`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const db = verbinden({ databaseUrl: url.toString() });
  let fehler = false;
  try {
    await migrieren(db);
    await stammdaten(db);
    log(`${VERTRAEGE} Verträge × 15-Minuten-Werte ${VON} bis ${BIS} werden erzeugt …`);
    const start = performance.now();
    const zeilen = await lastgangErzeugen(db);
    log(`${zeilen.toLocaleString('de-DE')} Lastgangzeilen in ${((performance.now() - start) / 1000).toFixed(0)} s`);
    const ergebnisse: string[] = [];
    for (const intervall of ['hourly', 'daily', 'monthly'] as const) {
      await messen(db, intervall); // warm-up
      const m = await messen(db, intervall);
      const ok = m.median < ZIELE[intervall];
      fehler ||= !ok;
      ergebnisse.push(
        `${intervall.padEnd(8)} Median ${m.median.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms (Ziel < ${ZIELE[intervall]} ms: ${ok ? 'ok' : 'VERFEHLT'}), ${m.buckets} Werte\n           ${m.erklaerung}`,
      );
      log(ergebnisse.at(-1)!);
    }
    console.log(`\nErgebnis (${LAEUFE} Läufe je Abfrage, zufällige Verträge):\n${ergebnisse.join('\n')}`);
  } finally {
    await db.destroy();
    await sql.raw(`drop database if exists ${name}`).execute(admin);
    await admin.destroy();
    log(`Datenbank ${name} gelöscht`);
  }
  if (fehler) process.exitCode = 1;
}

await main();
