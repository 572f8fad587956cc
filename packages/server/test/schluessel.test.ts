import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATENBANKEN, testDatenbank } from './helper.ts';

/**
 * A later Citus distribution by (mandant, kundennummer) needs every key to lead with the
 * tenant, and with the customer next where the row belongs to one (docs/skalierung.md).
 * Tables with the customer as a column whose key is the utility's own id, unique per tenant, keep
 * (mandant, id): the import upserts on it and other tables refer to it (skalierung.md names them).
 */
const EIGENE_ID = ['vertrag', 'rechnungsadresse', 'bankverbindung', 'dokument'];

describe.each(DATENBANKEN)('Primary keys (%s)', (art) => {
  let db: Awaited<ReturnType<typeof testDatenbank>>;
  beforeAll(async () => {
    db = await testDatenbank(art);
  });
  afterAll(() => db.schliessen());

  it('every table’s primary key starts with mandant, then kundennummer where the row belongs to a customer', async () => {
    const { rows } = await sql<{ tabelle: string; spalten: string[]; kunde: boolean }>`
      select c.relname as tabelle,
        array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i) join pg_attribute a on a.attrelid = c.oid and a.attnum = u.n order by u.i) as spalten,
        exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'kundennummer' and a.attnotnull) as kunde
      from pg_class c
      left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> 'kysely_migration'
      order by 1`.execute(db.db);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    const falsch = rows
      .filter((r) => r.spalten[0] !== 'mandant' || (r.kunde && r.spalten[1] !== 'kundennummer' && !EIGENE_ID.includes(r.tabelle)))
      .map((r) => `${r.tabelle} (${r.spalten.join(', ')})`);
    expect(falsch).toEqual([]);
  });

  it('every unique index starts with mandant and every foreign key includes it on both sides', async () => {
    const { rows: eindeutig } = await sql<{ name: string; erste: string }>`
      select i.indexrelid::regclass::text as name, a.attname::text as erste
      from pg_index i join pg_class c on c.oid = i.indrelid
      join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
      where i.indisunique and c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> 'kysely_migration'`.execute(db.db);
    expect(eindeutig.length).toBeGreaterThanOrEqual(24);
    expect(eindeutig.filter((e) => e.erste !== 'mandant').map((e) => e.name)).toEqual([]);
    const { rows: fremd } = await sql<{ name: string; hier: string[]; dort: string[] }>`
      select k.conname as name,
        array(select a.attname::text from unnest(k.conkey) n join pg_attribute a on a.attrelid = k.conrelid and a.attnum = n) as hier,
        array(select a.attname::text from unnest(k.confkey) n join pg_attribute a on a.attrelid = k.confrelid and a.attnum = n) as dort
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and k.connamespace = current_schema()::regnamespace and not c.relispartition and k.conparentid = 0`.execute(db.db);
    expect(fremd.length).toBeGreaterThanOrEqual(15);
    expect(fremd.filter((f) => !f.hier.includes('mandant') || !f.dort.includes('mandant')).map((f) => f.name)).toEqual([]);
  });
});
