// `npm run bench:service`: the service console's customer search on 100,000 customers of one
// tenant (plus 20,000 of another) in a scratch database on a PostgreSQL server, through the server's own
// search code. Mixed queries as staff type them (full and partial customer numbers, surname prefixes,
// "first name + surname", company, email, contract and meter numbers); several warmed rounds, each
// reporting p50 and p95; prints the median p95 with its spread next to the target. Not part of npm test.
import { sql } from 'kysely';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden, type Db } from '../src/db/verbinden.ts';
import { kundenSuchen } from '../src/features/service/suche.ts';
import { median, mitSpanne, quantil, runden as rundenMessen, rundenAusUmgebung } from './runden.ts';

const SERVER = process.env.EKP_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KUNDEN = Number(process.env.EKP_BENCH_KUNDEN ?? 100_000);
const RUNDEN = rundenAusUmgebung(5);
const SUCHEN = Number(process.env.EKP_BENCH_SUCHEN ?? 300);
const ZIEL_P95_MS = 50;
const MANDANT = 'musterstadt';

const NACHNAMEN = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier', 'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung', 'Hahn', 'Schubert'];
const VORNAMEN = ['Anna', 'Max', 'Erika', 'Paul', 'Marie', 'Lukas', 'Sophie', 'Jonas', 'Laura', 'Leon', 'Mia', 'Felix', 'Emma', 'Elias', 'Hannah', 'Noah', 'Lea', 'Ben', 'Lina', 'Finn', 'Klara', 'Tim', 'Greta', 'Jan', 'Ida'];
const FIRMEN = ['Bäckerei', 'Autohaus', 'Gasthof', 'Praxis', 'Tischlerei', 'Elektro', 'Metallbau', 'Apotheke'];

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

async function kundenAnlegen(db: Db, mandant: string, anzahl: number, start: number): Promise<void> {
  const arr = (a: string[]) => sql.raw(`array[${a.map((x) => `'${x}'`).join(',')}]`);
  await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, vorname, nachname, firma, email, kunden_art)
    select ${mandant}, (${start} + i)::text, 'Herr',
      (${arr(VORNAMEN)})[1 + (i * 7) % ${VORNAMEN.length}],
      (${arr(NACHNAMEN)})[1 + (i * 13 + i / 97) % ${NACHNAMEN.length}] || case when i % 5 = 0 then '-' || (${arr(NACHNAMEN)})[1 + (i / 5) % ${NACHNAMEN.length}] else '' end,
      case when i % 10 = 0 then (${arr(FIRMEN)})[1 + (i / 10) % ${FIRMEN.length}] || ' ' || (${arr(NACHNAMEN)})[1 + i % ${NACHNAMEN.length}] || ' GmbH' end,
      lower((${arr(VORNAMEN)})[1 + (i * 7) % ${VORNAMEN.length}]) || '.' || i || '@example.org',
      'Haushaltskunde'
    from generate_series(1, ${anzahl}) i`.execute(db);
  await sql`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, strasse, hausnummer, plz, ort, kunden_art, lieferbeginn)
    select ${mandant}, 'V' || (${start} + i), (${start} + i)::text, 'Strom', 'Neueinzug', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde', '2024-01-01'
    from generate_series(1, ${anzahl}) i`.execute(db);
  await sql`insert into zaehler (mandant, vertrag_id, nummer, kanaele)
    select ${mandant}, 'V' || (${start} + i), '1ESY' || lpad((${start} * 7 + i * 7919 % 1000003)::text, 9, '0'), '[]'::jsonb
    from generate_series(1, ${anzahl}) i`.execute(db);
}

/** What staff type: a mix over every field, exact and partial. */
function suchbegriffe(anzahl: number): string[] {
  const zufall = (n: number) => Math.floor(Math.random() * n);
  const kn = () => String(1_000_000 + 1 + zufall(KUNDEN));
  const arten = [
    () => kn(),
    () => kn().slice(0, 5),
    () => NACHNAMEN[zufall(NACHNAMEN.length)]!.slice(0, 3 + zufall(4)),
    () => `${VORNAMEN[zufall(VORNAMEN.length)]} ${NACHNAMEN[zufall(NACHNAMEN.length)]!.slice(0, 3)}`,
    () => `${FIRMEN[zufall(FIRMEN.length)]} ${NACHNAMEN[zufall(NACHNAMEN.length)]!.slice(0, 2)}`,
    () => `${VORNAMEN[zufall(VORNAMEN.length)]!.toLowerCase()}.${zufall(KUNDEN)}`,
    () => `V${kn()}`,
    () => `1esy${String(zufall(1000)).padStart(3, '0')}`,
    () => NACHNAMEN[zufall(NACHNAMEN.length)]!.toUpperCase(),
  ];
  return Array.from({ length: anzahl }, (_, i) => arten[i % arten.length]!());
}

async function runde(db: Db): Promise<{ p50: number; p95: number; treffer: number }> {
  const zeiten: number[] = [];
  let treffer = 0;
  for (const q of suchbegriffe(SUCHEN)) {
    const start = performance.now();
    const r = await kundenSuchen(db, MANDANT, q, 1);
    zeiten.push(performance.now() - start);
    treffer += r.treffer.length;
  }
  return { p50: quantil(zeiten, 0.5), p95: quantil(zeiten, 0.95), treffer };
}

async function main(): Promise<void> {
  const name = `ekp_bench_service_${Math.random().toString(36).slice(2, 10)}`;
  const admin = verbinden({ databaseUrl: SERVER, statementTimeout: 900 });
  await sql.raw(`create database ${name}`).execute(admin);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const db = verbinden({ databaseUrl: url.toString(), statementTimeout: 900 });
  try {
    await migrieren(db);
    log(`${KUNDEN.toLocaleString('de-DE')} Kunden mit Vertrag und Zähler werden angelegt …`);
    await kundenAnlegen(db, MANDANT, KUNDEN, 1_000_000);
    await kundenAnlegen(db, 'nordlicht', Math.ceil(KUNDEN / 5), 1_000_000);
    await sql`vacuum (analyze)`.execute(db);
    const runden = await rundenMessen(
      RUNDEN,
      async (nr) => {
        const r = await runde(db);
        if (nr) log(`Runde ${nr}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms (${SUCHEN} Suchen, ${r.treffer} Treffer auf Seite 1)`);
        return r;
      },
      { aufwaermen: 1 },
    );
    const ms = (x: number) => x.toFixed(2);
    const p95 = median(runden.map((r) => r.p95));
    console.log(
      `\nKundensuche auf ${KUNDEN.toLocaleString('de-DE')} Kunden, Median von ${RUNDEN} Runden (Spanne min–max): p95 ${mitSpanne(runden.map((r) => r.p95), ms)} ms, p50 ${mitSpanne(runden.map((r) => r.p50), ms)} ms; Ziel p95 < ${ZIEL_P95_MS} ms: ${p95 < ZIEL_P95_MS ? 'ok' : 'VERFEHLT'}`,
    );
    if (p95 >= ZIEL_P95_MS) process.exitCode = 1;
  } finally {
    await db.destroy();
    await sql.raw(`drop database if exists ${name}`).execute(admin);
    await admin.destroy();
  }
}

await main();
