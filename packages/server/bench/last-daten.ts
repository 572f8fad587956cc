// `npm run bench:daten`: the data of the load test (`npm run bench:last`) on PostgreSQL,
// generated server-side with generate_series: EKP_BENCH_KUNDEN customers (100,000) with one contract, meter,
// earlier reading, consumption rows, an Abschlag and a document each, the tenant's quarter-hour market prices, and for
// EKP_BENCH_ZAEHLPUNKTE of them (10,000) a smart meter with EKP_BENCH_TAGE days (365) of 15-minute data up to
// today (last-intervalle.ts). Into a fresh database EKP_BENCH_DATENBANK (ekp_last) on the server
// EKP_BENCH_PG (postgres://postgres@127.0.0.1:5432/postgres), which it drops first. Password: Geheim123!.
import { heuteIn, tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import { migrieren } from '../src/db/migrieren.ts';
import { verbinden, type Db } from '../src/db/verbinden.ts';
import { passwortHashen } from '../src/shared/passwort-hash.ts';
import { partitionenSichern } from '../src/domain/intervall/partitionen.ts';
import { intervallDatenErzeugen } from './last-intervalle.ts';

export interface Groessen {
  kunden: number;
  zaehlpunkte: number;
  tage: number;
}

export const GROESSEN: Groessen = {
  kunden: Number(process.env.EKP_BENCH_KUNDEN ?? 100_000),
  zaehlpunkte: Number(process.env.EKP_BENCH_ZAEHLPUNKTE ?? 10_000),
  tage: Number(process.env.EKP_BENCH_TAGE ?? 365),
};
export const MANDANT = 'musterstadt';
export const PASSWORT = 'Geheim123!';
/** Customer i (1-based) of the generated data; customers 1…zaehlpunkte have a smart meter. */
export const kundennummer = (i: number) => `L${i}`;
export const vertragId = (i: number) => `LV${i}`;
export const zaehlernummer = (i: number) => `LZ${i}`;

const log = (text: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

async function stammdaten(db: Db, g: Groessen, heute: string): Promise<void> {
  const hash = await passwortHashen(PASSWORT);
  const lieferbeginn = tagDanach(heute, -3 * 365);
  await sql`insert into anschlussnutzer (mandant, kundennummer, passwort_hash, anrede, vorname, nachname, email, kunden_art)
    select ${MANDANT}, 'L' || i, ${hash}, case when i % 2 = 0 then 'Frau' else 'Herr' end, 'Last', 'Kunde ' || i, 'l' || i || '@example.org', 'Haushaltskunde'
    from generate_series(1, ${g.kunden}) i`.execute(db);
  // In customer order, so the smart meters' contracts get the numbers 1…zaehlpunkte of the serial.
  await sql`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, lieferbeginn, strasse, hausnummer, plz, ort, kunden_art)
    select ${MANDANT}, 'LV' || i, 'L' || i, 'Strom', 'Lieferantenwechsel', ${lieferbeginn}::date, 'Hauptstraße', (i % 200 + 1)::text, '12345', 'Musterstadt', 'Haushaltskunde'
    from generate_series(1, ${g.kunden}) i order by i`.execute(db);
  // Every third smart meter has the dynamic tariff (market price + aufschlag), the rest a fixed price.
  await sql`insert into tarif (mandant, vertrag_id, position, name, tariftyp, grundpreis, arbeitspreis, ist_dynamisch, aufschlag, gueltig_von)
    select ${MANDANT}, 'LV' || i, 0,
      case when i <= ${g.zaehlpunkte} and i % 3 = 0 then 'Dynamisch' else 'Klassik' end,
      case when i <= ${g.zaehlpunkte} and i % 3 = 0 then 'DYNAMISCHER_PREIS' else 'ALLES_INKLUSIVE_NETTO' end,
      12, 0.32, i <= ${g.zaehlpunkte} and i % 3 = 0, case when i <= ${g.zaehlpunkte} and i % 3 = 0 then 0.18 end, ${lieferbeginn}::date
    from generate_series(1, ${g.kunden}) i`.execute(db);
  await sql`insert into zaehler (mandant, vertrag_id, nummer, kanaele)
    select ${MANDANT}, 'LV' || i, 'LZ' || i, '[{"obiskennzahl":"1-1:1.8.0","vorkommastellen":6,"nachkommastellen":1}]'::jsonb
    from generate_series(1, ${g.kunden}) i`.execute(db);
  await sql`insert into ablesung (mandant, vertrag_id, zaehlernummer, ablesedatum, ablesewerte, ermittlungsart, ableseart)
    select ${MANDANT}, 'LV' || i, 'LZ' || i, ${tagDanach(heute, -365)}::date, '{"1-1:1.8.0": 8000}'::jsonb, 'NETZBETREIBER', 'NETZBETREIBER'
    from generate_series(1, ${g.kunden}) i`.execute(db);
  // Three billing years of consumption per contract.
  await sql`insert into verbrauch (mandant, vertrag_id, von, bis, summe)
    select ${MANDANT}, 'LV' || i, (${heute}::date - (j + 1) * 365), (${heute}::date - j * 365 - 1), 2500 + (i % 1000) + j * 50
    from generate_series(1, ${g.kunden}) i, generate_series(0, 2) j`.execute(db);
  // A monthly Abschlag per contract, due on the first of next month (the Abschlag page of bench:last's second profile).
  await sql`insert into abschlag (mandant, vertrag_id, betrag, rhythmus, naechste_faelligkeit)
    select ${MANDANT}, 'LV' || i, 70 + i % 50, 'MONATLICH', (date_trunc('month', ${heute}::date) + interval '1 month')::date
    from generate_series(1, ${g.kunden}) i`.execute(db);
  // One small PDF per customer (the bytes of a minimal document; what matters is the row and its read).
  const pdf = Buffer.from(`%PDF-1.4\n${'% ekp bench\n'.repeat(100)}%%EOF\n`);
  await sql`insert into dokument (mandant, id, kundennummer, vertrag_id, dateiname, kategorie, beschreibung, erstellzeitpunkt, mime_type, groesse, inhalt)
    select ${MANDANT}, 'LD' || i, 'L' || i, 'LV' || i, 'rechnung-' || i || '.pdf', 'Rechnung', 'Jahresrechnung', now() - interval '30 days', 'application/pdf', ${pdf.length}, ${pdf}
    from generate_series(1, ${g.kunden}) i`.execute(db);
  log(`${g.kunden.toLocaleString('de-DE')} Kunden mit Vertrag, Zähler, Ablesung, Verbräuchen, Abschlag und Dokument`);
}

/** The tenant's market prices in quarter hours over the interval data's days, a day of lead and lag. */
async function preise(db: Db, von: string, bis: string): Promise<void> {
  await partitionenSichern(db, 'marktpreis', MANDANT, tagDanach(von, -1), tagDanach(bis, 2));
  await sql`insert into marktpreis (mandant, von, bis, preis)
    select ${MANDANT}, t, t + interval '15 minutes', round((0.09 + 0.05 * sin(extract(epoch from t) / 86400 * 2 * pi()) + 0.02 * random())::numeric, 5)::float8
    from generate_series(${tagDanach(von, -1)}::date::timestamp at time zone 'Europe/Berlin',
      (${tagDanach(bis, 2)}::date::timestamp at time zone 'Europe/Berlin') - interval '15 minutes', interval '15 minutes') t`.execute(db);
}

/** Generates everything into `url`'s database (which must exist and be empty); returns the bytes it takes. */
export async function datenErzeugen(url: string, g: Groessen = GROESSEN, heute = heuteIn(new Date())): Promise<number> {
  const db = verbinden({ databaseUrl: url, statementTimeout: 3600 });
  try {
    const start = performance.now();
    await migrieren(db);
    await stammdaten(db, g, heute);
    const von = tagDanach(heute, -(g.tage - 1));
    const summenVon = tagDanach(heute, -364);
    await preise(db, von < summenVon ? von : summenVon, heute);
    const s1 = performance.now();
    await db.connection().execute((c) => intervallDatenErzeugen(c, { mandant: MANDANT, nrVon: 1, nrBis: g.zaehlpunkte, von, bis: heute, summenVon: von < summenVon ? von : summenVon }, log));
    const s2 = performance.now();
    log('vacuum analyze …');
    await sql`vacuum analyze`.execute(db);
    const { rows } = await sql<{ bytes: number; lastgang: number }>`select pg_database_size(current_database()) as bytes,
      (select sum(pg_total_relation_size(relid)) from pg_partition_tree('intervall_tag') where isleaf)::bigint as lastgang`.execute(db);
    const r = rows[0]!;
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `bench:daten: ${g.kunden.toLocaleString('de-DE')} Kunden, ${g.zaehlpunkte.toLocaleString('de-DE')} Zählpunkte × ${g.tage} Tage à 96 Viertelstunden ` +
        `(${(g.zaehlpunkte * g.tage * 96).toLocaleString('de-DE')} Werte) in ${((performance.now() - start) / 1000).toFixed(0)} s ` +
        `(davon Intervalldaten ${((s2 - s1) / 1000).toFixed(0)} s); Datenbank ${mb(r.bytes)}, davon Intervalldaten mit Tagessummen ${mb(r.lastgang)}` +
        (g.tage < 365 ? `; Tagessummen für 365 Tage` : ''),
    );
    return r.bytes;
  } finally {
    await db.destroy();
  }
}

/** Drops and creates `name` on the server of `adminUrl`; returns the new database's URL. */
export async function datenbankNeu(adminUrl: string, name: string): Promise<string> {
  const admin = verbinden({ databaseUrl: adminUrl, statementTimeout: 600 });
  try {
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
    await sql.raw(`create database ${name}`).execute(admin);
  } finally {
    await admin.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = process.env.EKP_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = await datenbankNeu(server, process.env.EKP_BENCH_DATENBANK ?? 'ekp_last');
  log(`Erzeuge in ${url.replace(/\/\/[^@]*@/, '//')}`);
  await datenErzeugen(url);
}
