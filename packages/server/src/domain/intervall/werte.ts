import { sql, type RawBuilder } from 'kysely';

/**
 * THE read side of a day row's quarter-hour values (migration 0490): Wh as int[] whichever column holds them —
 * `werte_kurz` (smallint[], every value within ±32,767 Wh, i.e. up to 131 kW average over the quarter hour:
 * households and most businesses) or `werte` (int[], a day with any larger value). Exactly one is set; the
 * write side is domain/intervall/schreiben.ts. `tabelle`: the alias the query gives intervall_tag, if any.
 */
export function werteSql(tabelle?: 't' | 'a' | 'm'): RawBuilder<(number | null)[]> {
  const p = tabelle ? `${tabelle}.` : '';
  return sql.raw<(number | null)[]>(`coalesce(${p}werte_kurz::int[], ${p}werte)`);
}
