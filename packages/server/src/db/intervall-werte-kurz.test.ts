import { sql, type RawBuilder } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { leereDatenbank } from '../../test/datenbank-pool.ts';
import { DATENBANKEN, type DbArt } from '../../test/helper.ts';
import { migrationen, migrationsNamen, migrieren } from './migrieren.ts';
import type { Db } from './verbinden.ts';

/** A database migrated up to (not including) `bis`, as one migrated before would be. */
async function altDatenbank(art: DbArt, bis: string): Promise<{ db: Db; schliessen(): Promise<void> }> {
  const { db, schliessen } = await leereDatenbank(art);
  // One transaction, as migrieren runs them (0060's temporary tables are dropped on commit).
  await db.transaction().execute(async (trx) => {
    await sql`create table kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(trx);
    for (const name of migrationsNamen().filter((n) => n < bis)) {
      await migrationen[name]!.up(trx);
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(trx);
    }
  });
  return { db, schliessen };
}

interface Tag {
  mandant: string;
  vertrag_nr: number;
  kanal: string;
  tag: string;
  werte: (number | null)[];
  summe: string;
  wh: string;
  markt_energie: number;
  markt_kosten: number;
  qualitaet: string | null;
  quellen: number[] | null;
  status: Record<string, string> | null;
}

// The read expression of domain/intervall/werte.ts (db may not import domain/).
const WERTE = sql.raw('coalesce(t.werte_kurz::int[], t.werte)');
const lesen = (db: Db, werte: RawBuilder<unknown>) =>
  sql<Tag>`
    select mandant, vertrag_nr, kanal, tag::text as tag, ${werte} as werte, summe::text as summe, (select sum(w) from unnest(${werte}) w)::text as wh,
      markt_energie, markt_kosten, qualitaet, quellen, status
    from intervall_tag t order by 1, 2, 3, 4`.execute(db);

describe.each(DATENBANKEN)('Migration 0490: values that fit into smallint[] (%s)', (art) => {
  let offen: { schliessen(): Promise<void> } | undefined;
  afterEach(() => offen?.schliessen());

  it('keeps every value, the sums per contract, channel and day and the market sums; a day above 32,767 Wh stays int[]', { timeout: 180_000 }, async () => {
    const alt = await altDatenbank(art, '0490');
    offen = alt;
    const { db } = alt;
    for (const [mandant, kunde] of [['musterstadt', '1'], ['nordlicht', '2']] as const) {
      await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, kunden_art) values (${mandant}, ${kunde}, 'Herr', 'Haushaltskunde')`.execute(db);
    }
    for (const [nr, mandant, kunde] of [[1, 'musterstadt', '1'], [2, 'musterstadt', '1'], [3, 'nordlicht', '2']] as const) {
      await sql`insert into vertrag (nr, mandant, id, kundennummer, versorgungsart, anmeldungsart, strasse, hausnummer, plz, ort, kunden_art)
        values (${nr}, ${mandant}, ${`V${nr}`}, ${kunde}, 'Strom', 'Neueinzug', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde')`.execute(db);
    }
    // musterstadt's months exist (partitions), nordlicht's day lands in the default partition.
    for (const monat of ['2026-03-01', '2026-10-01']) await sql`select partition_sichern('intervall_tag', 'musterstadt', ${monat}::date)`.execute(db);
    await sql`insert into marktpreis (mandant, von, bis, preis) select 'musterstadt', t, t + interval '1 hour', 0.1 + extract(hour from t) / 100
      from generate_series('2026-10-24T00:00:00+02:00'::timestamptz, '2026-10-26T23:00:00+01:00', interval '1 hour') t`.execute(db);
    // Old layout (int[] only), days of 92, 96 and 100 quarter hours: household values with gaps, qualities and
    // MSCONS sources; a generator's feed-in; a large customer's day with one quarter hour of 40,000 Wh and one
    // of -40,000; the bounds of smallint.
    await sql`
      insert into intervall_tag (vertrag_nr, tag, summe, mandant, kanal, werte, qualitaet, quellen, status)
      select d.nr, d.tag, coalesce((select sum(w) from unnest(d.werte) w), 0), d.mandant, d.kanal, d.werte, d.qualitaet, d.quellen, d.status::jsonb
      from (
        select nr, mandant, tag, kanal, werte, case when q then array_to_string(array(select case when w is null then '-' when i % 11 = 0 then 'E' else 'G' end
          from unnest(werte) with ordinality u(w, i) order by i), '') end as qualitaet, quellen, status
        from (values
          (1, 'musterstadt', date '2026-03-29', 'BEZUG', array(select case when i % 17 = 5 then null else (i * 37) % 500 end from generate_series(1, 92) i), true, '{0,4}'::int[], '{"5": "Z32:Z88"}'),
          (1, 'musterstadt', date '2026-03-30', 'BEZUG', array(select (i * 131) % 900 from generate_series(1, 96) i), false, null, null),
          (1, 'musterstadt', date '2026-03-30', 'EINSPEISUNG', array(select case when i between 30 and 70 then 600 + i else 0 end from generate_series(1, 96) i), false, null, null),
          (2, 'musterstadt', date '2026-10-25', 'BEZUG', array(select case when i = 9 then 40000 when i = 10 then -40000 else 20000 + i end from generate_series(1, 100) i), true, null, null),
          (2, 'musterstadt', date '2026-10-26', 'BEZUG', array(select case when i = 1 then -32768 else 32767 end from generate_series(1, 96) i), false, null, null),
          (3, 'nordlicht', date '2026-11-16', 'BEZUG', array(select case when i > 90 then null else 100 end from generate_series(1, 96) i), true, null, null)
        ) v(nr, mandant, tag, kanal, werte, q, quellen, status)
      ) d`.execute(db);
    await sql`select intervall_tag_markt('musterstadt', '2026-10-24', '2026-10-27', null)`.execute(db);
    const vorher = (await lesen(db, sql.raw('t.werte'))).rows;
    expect(vorher.filter((z) => z.markt_kosten > 0)).toHaveLength(2);

    await migrieren(db);

    const nachher = (await lesen(db, WERTE)).rows;
    // Every single value, the day's sum and the sum of its values, the qualities, sources and market sums.
    expect(nachher).toEqual(vorher);
    expect(nachher.every((z) => z.summe === z.wh)).toBe(true);
    // Only the large customer's day keeps int[]; the others now take 2 bytes a value.
    const spalten = (await sql<{ tag: string; kanal: string; lang: boolean; kurz: boolean }>`
      select tag::text as tag, kanal, werte is not null as lang, werte_kurz is not null as kurz from intervall_tag order by vertrag_nr, kanal, tag`.execute(db)).rows;
    expect(spalten.filter((z) => z.lang).map((z) => z.tag)).toEqual(['2026-10-25']);
    expect(spalten.every((z) => z.lang !== z.kurz)).toBe(true);

    // The market sums of the migrated rows follow a later price (the function reads the new layout), and the
    // compatibility view gives every value.
    await sql`update marktpreis set preis = preis * 2 where mandant = 'musterstadt'`.execute(db);
    const doppelt = (await lesen(db, WERTE)).rows;
    doppelt.forEach((z, i) => expect(z.markt_kosten, `${z.vertrag_nr} ${z.kanal} ${z.tag}`).toBeCloseTo(vorher[i]!.markt_kosten * 2, 9));
    const sicht = (await sql<{ wh: string }>`select round(sum(verbrauch) * 1000)::bigint::text as wh from lastgang`.execute(db)).rows[0]!.wh;
    expect(BigInt(sicht)).toBe(vorher.filter((z) => z.kanal === 'BEZUG').reduce((s, z) => s + BigInt(z.wh), 0n));

    // Every partition checks the layout: neither or both columns set is refused, in a month partition and in a default one.
    for (const [tag, mandant] of [['2026-03-31', 'musterstadt'], ['2026-11-17', 'nordlicht']] as const) {
      await expect(sql`insert into intervall_tag (vertrag_nr, tag, summe, mandant, werte) values (3, ${tag}::date, 0, ${mandant}, null)`.execute(db)).rejects.toThrow(/intervall_tag_werte_check/);
      await expect(sql`insert into intervall_tag (vertrag_nr, tag, summe, mandant, werte, werte_kurz) values (3, ${tag}::date, 0, ${mandant}, array_fill(1, array[96]), array_fill(1::smallint, array[96]))`.execute(db)).rejects.toThrow(/intervall_tag_werte_check/);
      await expect(sql`insert into intervall_tag (vertrag_nr, tag, summe, mandant, werte_kurz) values (3, ${tag}::date, 0, ${mandant}, array_fill(1::smallint, array[90]))`.execute(db)).rejects.toThrow(/intervall_tag_laenge_check/);
    }
  });
});
