import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATENBANKEN, testDatenbank } from '../../../test/helper.ts';
import type { Db } from '../../db/verbinden.ts';
import { schonGelesen, schonGelesenSql, statistikAuffrischen } from './schon-gelesen.ts';

const M = 'musterstadt';
const ABSENDER = '9900000000003';

describe.each(DATENBANKEN)('MSCONS: already read (%s)', (art) => {
  let db: Db;
  let schliessen: () => Promise<void>;
  beforeEach(async () => {
    ({ db, schliessen } = await testDatenbank(art));
    // What an operator's database looks like during a day of imports: statistics taken while the table was
    // empty (autovacuum has not caught up), 20,000 messages since.
    await sql`alter table mscons_nachricht set (autovacuum_enabled = false)`.execute(db);
    await sql`analyze mscons_nachricht`.execute(db);
    await sql`insert into mscons_nachricht (mandant, absender, dokumentnummer, referenz, erstellt, datei, eingelesen)
      select ${M}, ${ABSENDER}, 'D' || i, 'R' || i, now(), 'f', now() from generate_series(1, 20000) i`.execute(db);
  });
  afterEach(() => schliessen());

  it('finds exactly the documents stored, in one probe of the key each, once the import has refreshed statistics older than the day', async () => {
    const gefragt = [...Array.from({ length: 250 }, (_, i) => ({ absender: ABSENDER, dokumentnummer: `D${i * 7 + 1}` })), { absender: ABSENDER, dokumentnummer: 'NEU-1' }, { absender: 'ANDERER', dokumentnummer: 'D1' }];
    const gefunden = await schonGelesen(db, M, gefragt);
    expect(gefunden.map((d) => d.dokumentnummer).sort()).toEqual(gefragt.slice(0, 250).map((d) => d.dokumentnummer).sort());
    expect(await schonGelesen(db, 'anderer-mandant', gefragt)).toEqual([]);

    // What every file's import does first (einlesen.ts): the statistics know the 20,000 messages, and a second call,
    // with nothing new, leaves them (no ANALYZE per file).
    await statistikAuffrischen(db);
    const zeilen = async () => (await sql<{ n: number }>`select reltuples::float8 as n from pg_class where oid = 'mscons_nachricht'::regclass`.execute(db)).rows[0]!.n;
    expect(await zeilen()).toBeGreaterThan(15_000);
    await sql`update pg_class set reltuples = 12345 where oid = 'mscons_nachricht'::regclass`.execute(db);
    await statistikAuffrischen(db);
    expect(await zeilen()).toBe(12345);
    const abfrage = schonGelesenSql(M, gefragt).compile(db);
    const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${abfrage.sql.replace(/\$(\d+)/g, (_, n: string) => literal(abfrage.parameters[Number(n) - 1]))}`).execute(db);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    // The primary key (mandant, absender, dokumentnummer) per message, never a scan over the tenant's messages.
    expect(plan).toMatch(/Index (Only )?Scan using mscons_nachricht_pkey/);
    expect(plan).not.toMatch(/mscons_nachricht_nr_key|Seq Scan on mscons_nachricht/);
  });
});

/** A parameter as an SQL literal (EXPLAIN takes no parameters): text and text arrays only. */
function literal(wert: unknown): string {
  const text = (s: string) => `'${s.replaceAll("'", "''")}'`;
  if (Array.isArray(wert)) return `array[${wert.map((w) => text(String(w))).join(',')}]::text[]`;
  return text(String(wert));
}
