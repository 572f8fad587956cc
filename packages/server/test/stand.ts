import { sql } from 'kysely';
import type { Db } from '../src/db/verbinden.ts';

/**
 * Every table's content as one hash each (`tabelle:md5`, by table name): equal before and after means nothing
 * was written. One statement for all tables: a query per table and call made the contract-wide access tests
 * the slowest files of the suite (two calls per request checked).
 */
export async function stand(db: Db): Promise<string[]> {
  const tabellen = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  const spalten = tabellen.rows.map(({ name }) => sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.table(name)} t) as ${sql.ref(name)}`);
  const zeile = (await sql<Record<string, string>>`select ${sql.join(spalten)}`.execute(db)).rows[0]!;
  return tabellen.rows.map(({ name }) => `${name}:${zeile[name]}`);
}
