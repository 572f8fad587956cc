import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { leereDatenbank } from '../../test/datenbank-pool.ts';
import { DATENBANKEN, type DbArt } from '../../test/helper.ts';
import { messwertVersionen } from '../import/mscons/messwert-versionen.ts';
import { migrationen, migrationsNamen } from './migrieren.ts';
import type { Db } from './verbinden.ts';

/** A database migrated up to (not including) `bis`, as one migrated before migration 0130 would be. */
async function altDatenbank(art: DbArt, bis: string): Promise<{ db: Db; schliessen(): Promise<void> }> {
  const { db, schliessen } = await leereDatenbank(art);
  // One transaction, as migrieren runs them: their temporary tables live until the commit.
  await db.transaction().execute(async (trx) => {
    for (const name of migrationsNamen().filter((n) => n < bis)) await migrationen[name]!.up(trx);
  });
  return { db, schliessen };
}

/** Customer K1 of tenant m with contract V1, written as plain SQL (the schema of an older migration); its number. */
async function kundeMitVertrag(db: Db): Promise<number> {
  await sql`insert into anschlussnutzer (mandant, kundennummer, anrede, kunden_art) values ('m', 'K1', 'Herr', 'Haushaltskunde')`.execute(db);
  const { rows } = await sql<{ nr: number }>`insert into vertrag (mandant, id, kundennummer, versorgungsart, anmeldungsart, strasse, hausnummer, plz, ort, kunden_art)
    values ('m', 'V1', 'K1', 'Strom', 'Neueinzug', 'Weg', '1', '12345', 'Ort', 'Haushaltskunde') returning nr`.execute(db);
  return rows[0]!.nr;
}

describe.each(DATENBANKEN)('Migration 0130: MSCONS values into day rows (%s)', (art) => {
  let offen: { schliessen(): Promise<void> } | undefined;
  afterEach(() => offen?.schliessen());

  it('moves current values and versions with their message, quality and STS codes; an hourly value is split', { timeout: 300_000 }, async () => {
    const alt = await altDatenbank(art, '0130');
    offen = alt;
    const { db } = alt;
    const nr = await kundeMitVertrag(db);
    await sql`insert into mscons_nachricht (mandant, absender, dokumentnummer, referenz, erstellt, datei, eingelesen) values
      ('m', 'S', 'D1', 'R1', '2026-11-18T06:00:00Z', 'a.edi', '2026-11-18T07:00:00Z'),
      ('m', 'S', 'D2', 'R2', '2026-11-19T06:00:00Z', 'b.edi', '2026-11-19T07:00:00Z')`.execute(db);
    // Berlin day 2026-11-17 starts at 23:00 UTC on the 16th: quarter hours 0 and 1 from D1, 2 from D2 (replacing D1's), then an hour from D1.
    await sql`insert into messwert (mandant, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt) values
      ('m', ${nr}, 'BEZUG', '2026-11-16T23:00:00Z', '2026-11-16T23:15:00Z', 0.1, 'GEMESSEN', null, 'S', 'D1', '2026-11-18T06:00:00Z'),
      ('m', ${nr}, 'BEZUG', '2026-11-16T23:15:00Z', '2026-11-16T23:30:00Z', 0.2, 'ERSATZWERT', 'Z32:Z88', 'S', 'D1', '2026-11-18T06:00:00Z'),
      ('m', ${nr}, 'BEZUG', '2026-11-16T23:30:00Z', '2026-11-16T23:45:00Z', 0.9, 'GEMESSEN', 'Z34:Z86', 'S', 'D2', '2026-11-19T06:00:00Z'),
      ('m', ${nr}, 'BEZUG', '2026-11-17T00:00:00Z', '2026-11-17T01:00:00Z', 0.4, 'VORLAEUFIG', null, 'S', 'D1', '2026-11-18T06:00:00Z')`.execute(db);
    await sql`insert into messwert_version (mandant, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt, abgeloest) values
      ('m', ${nr}, 'BEZUG', '2026-11-16T23:30:00Z', '2026-11-16T23:45:00Z', 0.3, 'GEMESSEN', null, 'S', 'D1', '2026-11-18T06:00:00Z', '2026-11-19T07:00:00Z')`.execute(db);

    await db.transaction().execute((trx) => migrationen['0130_messwert_tag']!.up(trx));

    const tag = await sql<{ tag: string; werte: (number | null)[]; qualitaet: string; quellen: number[]; status: Record<string, string> }>`
      select tag::text as tag, werte, qualitaet, quellen, status from messwert_tag`.execute(db);
    expect(tag.rows).toHaveLength(1);
    const t = tag.rows[0]!;
    const [d1, d2] = (await sql<{ nr: number }>`select nr from mscons_nachricht order by dokumentnummer`.execute(db)).rows.map((r) => r.nr);
    expect(t.tag).toBe('2026-11-17');
    expect(t.werte.slice(0, 9)).toEqual([0.1, 0.2, 0.9, null, 0.1, 0.1, 0.1, 0.1, null]);
    expect(t.qualitaet.slice(0, 9)).toBe('GEG-VVVV-');
    expect(t.quellen).toEqual([0, d1, 2, d2, 4, d1]);
    expect(t.status).toEqual({ 1: 'Z32:Z88', 2: 'Z34:Z86' });
    expect((await sql`select to_regclass('messwert') as t`.execute(db)).rows).toEqual([{ t: null }]);

    // Migration 0210 then moves the day into the day rows the history reads (here the only copy: Wh, sums).
    await db.transaction().execute(async (trx) => {
      for (const name of migrationsNamen().filter((n) => n > '0130_messwert_tag')) await migrationen[name]!.up(trx);
    });
    const versionen = await messwertVersionen(db, 'm', nr, 'BEZUG', new Date('2026-11-16T23:30:00Z'), new Date('2026-11-16T23:45:00Z'));
    expect(versionen.map((v) => [v.wert, v.dokumentnummer, v.abgeloest?.toISOString() ?? null])).toEqual([[0.3, 'D1', '2026-11-19T07:00:00.000Z'], [0.9, 'D2', null]]);
    const zeile = await sql<{ werte: (number | null)[]; summe: string; quellen: number[]; status: Record<string, string> }>`select coalesce(werte_kurz::int[], werte) as werte, summe, quellen, status from intervall_tag`.execute(db);
    expect(zeile.rows.map((z) => [z.werte.slice(0, 9), Number(z.summe), z.quellen, z.status])).toEqual([
      [[100, 200, 900, null, 100, 100, 100, 100, null], 1600, [0, d1, 2, d2, 4, d1], { 1: 'Z32:Z88', 2: 'Z34:Z86' }],
    ]);
  });
});

describe.each(DATENBANKEN)('Migration 0210: MSCONS day rows into intervall_tag (%s)', (art) => {
  let offen: { schliessen(): Promise<void> } | undefined;
  afterEach(() => offen?.schliessen());

  it('keeps each value\'s message and STS codes; a value the JSON import added to an MSCONS day belongs to no message; sums unchanged', { timeout: 300_000 }, async () => {
    const alt = await altDatenbank(art, '0210');
    offen = alt;
    const { db } = alt;
    const nr = await kundeMitVertrag(db);
    const n = (await sql<{ nr: number }>`insert into mscons_nachricht (mandant, absender, dokumentnummer, referenz, erstellt, datei, eingelesen)
      values ('m', 'S', 'D1', 'R1', '2026-11-18T06:00:00Z', 'a.edi', '2026-11-18T07:00:00Z') returning nr`.execute(db)).rows[0]!.nr;
    // Quarter hours 0–1 from the message; 2 only in the day row (the JSON import); 3 nowhere; the rest from the message.
    const gesendet = [0.1, 0.2, null, null, ...Array(92).fill(0.05)];
    const tagWerte = [100, 200, 700, null, ...Array(92).fill(50)];
    await sql`insert into messwert_tag (mandant, vertrag_nr, kanal, tag, werte, qualitaet, quellen, status)
      values ('m', ${nr}, 'BEZUG', '2026-11-17', ${gesendet}::float8[], ${'GE--' + 'G'.repeat(92)}, ${[0, n]}::int[], ${JSON.stringify({ 1: 'Z32:Z88' })}::jsonb)`.execute(db);
    await sql`insert into intervall_tag (vertrag_nr, tag, summe, mandant, kanal, werte, qualitaet)
      values (${nr}, '2026-11-17', 5600, 'm', 'BEZUG', ${tagWerte}::int[], ${'GEG-' + 'G'.repeat(92)})`.execute(db);
    const vorher = (await sql<{ s: string }>`select sum(summe)::text as s from intervall_tag`.execute(db)).rows[0]!.s;

    await db.transaction().execute(async (trx) => {
      for (const name of migrationsNamen().filter((m) => m >= '0210')) await migrationen[name]!.up(trx);
    });
    const z = (await sql<{ werte: (number | null)[]; summe: string; quellen: number[]; status: Record<string, string> }>`select coalesce(werte_kurz::int[], werte) as werte, summe::text, quellen, status from intervall_tag`.execute(db)).rows;
    expect(z.map((r) => [r.werte.slice(0, 5), r.summe, r.quellen, r.status])).toEqual([[[100, 200, 700, null, 50], vorher, [0, n, 2, 0, 4, n], { 1: 'Z32:Z88' }]]);
    expect((await sql`select to_regclass('messwert_tag') as t`.execute(db)).rows).toEqual([{ t: null }]);
    const staende = await messwertVersionen(db, 'm', nr, 'BEZUG', new Date('2026-11-16T23:00:00Z'), new Date('2026-11-17T00:15:00Z'));
    expect(staende.map((s) => [s.von.toISOString(), s.wert, s.dokumentnummer, s.status])).toEqual([
      ['2026-11-16T23:00:00.000Z', 0.1, 'D1', null], ['2026-11-16T23:15:00.000Z', 0.2, 'D1', 'Z32:Z88'],
      ['2026-11-17T00:00:00.000Z', 0.05, 'D1', null],
    ]);
  });
});
