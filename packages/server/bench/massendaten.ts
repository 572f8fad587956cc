// Bulk data straight in SQL for the benches on a scratch database (historie.ts, sparen.ts): the server's
// writers have their own benches (bench:speicher, bench:import-speicher); here only the amount counts.
import { alsBeginn, alsEnde, tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import { verbinden, type Db } from '../src/db/verbinden.ts';
import { viertelstundenAm } from '../src/domain/intervall/tage.ts';

/** The scratch database `name` on the PostgreSQL server `serverUrl`, created when missing (`neu`); `admin` drops it. */
export async function scratchDatenbank(serverUrl: string, name: string): Promise<{ admin: Db; db: Db; neu: boolean }> {
  const admin = verbinden({ databaseUrl: serverUrl });
  const neu = (await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(admin)).rows[0]!.n === 0;
  if (neu) await sql.raw(`create database ${name}`).execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { admin, db: verbinden({ databaseUrl: url.toString(), statementTimeout: 600 }), neu };
}

/** Customers K1…Kn with one electricity contract each (V1…Vn) supplied from `lieferbeginn`. */
export async function kundenMitVertragErzeugen(db: Db, mandant: string, anzahl: number, lieferbeginn: string, passwortHash: string | null = null): Promise<void> {
  await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, kunden_art, passwort_hash)
    select ${mandant}, 'K' || i, 'Herr', 'Haushaltskunde', ${passwortHash} from generate_series(1, ${anzahl}) i`.execute(db);
  await sql`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, strasse, hausnummer, plz, ort, kunden_art, lieferbeginn)
    select ${mandant}, 'V' || i, 'K' || i, 'Strom', 'Neueinzug', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde', ${lieferbeginn}::date
    from generate_series(1, ${anzahl}) i`.execute(db);
}

/** Quarter-hour prices with a daily shape, from a day before `von` to a day after `bis`. */
export async function marktpreiseErzeugen(db: Db, mandant: string, von: string, bis: string): Promise<void> {
  await sql`insert into marktpreis (mandant, von, bis, preis)
    select ${mandant}, t, t + interval '15 minutes', 0.09 + 0.05 * sin(extract(epoch from t) / 86400 * 2 * pi()) + 0.02 * random()
    from generate_series(${alsBeginn(tagDanach(von, -1))}::timestamptz, ${alsEnde(tagDanach(bis, 1))}::timestamptz - interval '15 minutes', interval '15 minutes') t`.execute(db);
}

/**
 * Day by day for all contracts, as daily meter imports write it: household-like Wh values per quarter hour in
 * `intervall_tag`, the day's sum, and market sums from a flat 0.10 EUR/kWh; every value measured, which the
 * writer stores as a null `qualitaet` (migration 0210). The partitions must exist.
 */
export async function tageErzeugen(c: Db, mandant: string, von: string, bis: string, log: (text: string) => void): Promise<void> {
  for (let tag = von; tag < bis; tag = tagDanach(tag)) {
    await sql`
      insert into intervall_tag (vertrag_nr, tag, summe, markt_energie, markt_kosten, mandant, kanal, werte_kurz, qualitaet)
      select nr, ${tag}::date, s, s / 1000.0, s / 10000.0, ${mandant}, 'BEZUG', w::smallint[], null
      from vertrag
      cross join lateral (
        select array(select (20 + (nr % 7) * 5 + 60 * (1 + sin(i / 96.0 * 2 * pi() - 1.5)) + (nr * 31 + i * 17) % 40)::int
          from generate_series(0, ${viertelstundenAm(tag)} - 1) i) as w
      ) x
      cross join lateral (select sum(v) as s from unnest(x.w) v) y`.execute(c);
    if (tag.endsWith('-01')) log(`  Tage ab ${tag} geschrieben`);
  }
}
