import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { leereDatenbank } from '../../test/datenbank-pool.ts';
import { DATENBANKEN, type DbArt } from '../../test/helper.ts';
import { migrationen, migrationsNamen, migrieren } from './migrieren.ts';
import type { Db } from './verbinden.ts';

/** A database migrated up to (not including) `bis`, as one migrated would be. */
async function altDatenbank(art: DbArt, bis: string): Promise<{ db: Db; schliessen(): Promise<void> }> {
  const { db, schliessen } = await leereDatenbank(art);
  await sql`create table kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(db);
  for (const name of migrationsNamen().filter((n) => n < bis)) {
    await migrationen[name]!.up(db);
    await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(db);
  }
  return { db, schliessen };
}

const MIN = 60_000;
/** Intervals of `minuten` from `start` for `anzahl` steps, values in kWh with three decimals (meter resolution). */
function reihe(nr: number, start: string, minuten: number, anzahl: number, wert: (i: number) => number) {
  const t0 = Date.parse(start);
  return Array.from({ length: anzahl }, (_, i) => ({
    vertrag_nr: nr,
    von: new Date(t0 + i * minuten * MIN),
    bis: new Date(t0 + (i + 1) * minuten * MIN),
    verbrauch: wert(i),
  }));
}

interface Tagessumme {
  vertrag_nr: number;
  tag: string;
  verbrauch: number;
  markt_energie: number;
  markt_kosten: number;
}

describe.each(DATENBANKEN)('Migration 0060: interval rows into day rows (%s)', (art) => {
  let offen: { schliessen(): Promise<void> } | undefined;
  afterEach(() => offen?.schliessen());

  // A whole migration run on a fresh PGlite takes 15–60 s on a busy machine.
  it('keeps every contract’s energy, market energy and market cost per day, on change days and at any resolution', { timeout: 180_000 }, async () => {
    const alt = await altDatenbank(art, '0060');
    offen = alt;
    const { db } = alt;
    for (const [mandant, kunde] of [['musterstadt', '1'], ['nordlicht', '2']] as const) {
      await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, kunden_art) values (${mandant}, ${kunde}, 'Herr', 'Haushaltskunde')`.execute(db);
    }
    for (const [nr, mandant, kunde] of [[1, 'musterstadt', '1'], [2, 'musterstadt', '1'], [3, 'nordlicht', '2']] as const) {
      await sql`insert into vertrag (nr, mandant, id, kundennummer, versorgungsart, anmeldungsart, strasse, hausnummer, plz, ort, kunden_art)
        values (${nr}, ${mandant}, ${`V${nr}`}, ${kunde}, 'Strom', 'Neueinzug', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde')`.execute(db);
    }
    const zeilen = [
      // Quarter hours over the spring change day (92 quarter hours) and its neighbours.
      ...reihe(1, '2026-03-28T00:00:00+01:00', 15, 96 + 92 + 92, (i) => ((i * 37) % 500) / 1000 + 0.001),
      // Hourly values over the autumn change day (25 hours) — not divisible by four Wh in general.
      ...reihe(2, '2026-10-24T00:00:00+02:00', 60, 24 + 25 + 24, (i) => ((i * 7919) % 2003) / 1000),
      // Half hours in another tenant, one of them negative (a correction).
      ...reihe(3, '2026-11-16T00:00:00+01:00', 30, 96, (i) => (i === 5 ? -0.25 : ((i * 13) % 97) / 1000)),
    ];
    for (let i = 0; i < zeilen.length; i += 500) await db.insertInto('lastgang' as never).values(zeilen.slice(i, i + 500) as never).execute();
    // Hourly prices for musterstadt, quarter-hour prices for nordlicht, with gaps (no price = no market energy).
    const preise = [
      ...reihe(0, '2026-03-28T00:00:00+01:00', 60, 60, (i) => 0.1 + (i % 24) / 100).map((p) => ({ mandant: 'musterstadt', von: p.von, bis: p.bis, preis: p.verbrauch })),
      ...reihe(0, '2026-10-24T00:00:00+02:00', 60, 50, (i) => 0.2 - (i % 5) / 100).map((p) => ({ mandant: 'musterstadt', von: p.von, bis: p.bis, preis: p.verbrauch })),
      ...reihe(0, '2026-11-16T06:00:00+01:00', 15, 40, (i) => 0.3 + i / 1000).map((p) => ({ mandant: 'nordlicht', von: p.von, bis: p.bis, preis: p.verbrauch })),
    ];
    await db.insertInto('marktpreis').values(preise).execute();

    // Before: the daily sums the old triggers kept, and the same energy summed straight from the intervals.
    const vorher = (await sql<Tagessumme>`select vertrag_nr, tag::text as tag, verbrauch, markt_energie, markt_kosten from lastgang_tag order by 1, 2`.execute(db)).rows;
    const direkt = (await sql<{ vertrag_nr: number; tag: string; wh: number }>`
      select vertrag_nr, ((von at time zone 'Europe/Berlin')::date)::text as tag, round(sum(verbrauch) * 1000)::int as wh from lastgang group by 1, 2 order by 1, 2`.execute(db)).rows;
    expect(vorher).toHaveLength(3 + 3 + 2);

    await migrieren(db);

    const nachher = (await sql<Tagessumme & { summe: number; anzahl: number; qualitaet: string }>`
      select vertrag_nr, tag::text as tag, summe, summe / 1000.0::float8 as verbrauch, markt_energie, markt_kosten, cardinality(coalesce(werte_kurz::int[], werte)) as anzahl, qualitaet
      from intervall_tag order by 1, 2`.execute(db)).rows;
    expect(nachher.map((z) => [z.vertrag_nr, z.tag, z.summe])).toEqual(direkt.map((z) => [z.vertrag_nr, z.tag, z.wh]));
    expect(nachher.map((z) => [z.vertrag_nr, z.tag])).toEqual(vorher.map((z) => [z.vertrag_nr, z.tag]));
    nachher.forEach((z, i) => {
      const v = vorher[i]!;
      expect(z.verbrauch, `${z.vertrag_nr} ${z.tag}`).toBeCloseTo(v.verbrauch, 9);
      expect(z.markt_energie, `${z.vertrag_nr} ${z.tag}`).toBeCloseTo(v.markt_energie, 9);
      // Longer intervals priced by quarter hour: an odd Wh total splits unevenly (13 Wh → 7 + 6), so the cost may
      // move by that remainder times the price step inside the interval (here < 1 Wh × 0.001 EUR/kWh per value).
      if (z.vertrag_nr === 3) expect(Math.abs(z.markt_kosten - v.markt_kosten), z.tag).toBeLessThan(48 * 0.001 * 0.001);
      else expect(z.markt_kosten, `${z.vertrag_nr} ${z.tag}`).toBeCloseTo(v.markt_kosten, 9);
    });
    // Priced days really carry market sums (not 0 = 0): all but nordlicht's day after its prices end.
    expect(nachher.filter((z) => z.markt_energie > 0 && z.markt_kosten > 0).map((z) => z.tag)).toHaveLength(7);
    // The change days have 92 and 100 quarter hours; the first day of contract 1 lacks its last hour.
    expect(nachher.find((z) => z.tag === '2026-03-29')?.anzahl).toBe(92);
    expect(nachher.find((z) => z.tag === '2026-10-25')?.anzahl).toBe(100);
    expect(nachher.find((z) => z.vertrag_nr === 1 && z.tag === '2026-03-30')?.qualitaet).toBe('G'.repeat(92) + '-'.repeat(4));

    // Every value reads back through the compatibility view: the same totals per contract.
    const sicht = (await sql<{ vertrag_nr: number; wh: number }>`select vertrag_nr, round(sum(verbrauch) * 1000)::int as wh from lastgang group by 1 order by 1`.execute(db)).rows;
    const summen = [1, 2, 3].map((nr) => direkt.filter((z) => z.vertrag_nr === nr).reduce((s, z) => s + z.wh, 0));
    expect(sicht.map((z) => z.wh)).toEqual(summen);
    // The rows sit in their tenant's month partitions, none in a default partition.
    const orte = (await sql<{ ort: string; n: number }>`select tableoid::regclass::text as ort, count(*)::int as n from intervall_tag group by 1 order by 1`.execute(db)).rows;
    expect(orte.map((o) => o.ort.replace(/^.*\./, ''))).toEqual(['intervall_tag_musterstadt_202603', 'intervall_tag_musterstadt_202610', 'intervall_tag_nordlicht_202611']);
    const preisOrte = (await sql<{ ort: string }>`select distinct tableoid::regclass::text as ort from marktpreis order by 1`.execute(db)).rows;
    expect(preisOrte.map((o) => o.ort.replace(/^.*\./, ''))).toEqual(['marktpreis_musterstadt_202603', 'marktpreis_musterstadt_202610', 'marktpreis_nordlicht_202611']);
  });
});
