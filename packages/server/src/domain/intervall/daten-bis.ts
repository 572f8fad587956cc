import { zeitpunktIso } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { tagesgrenzen, VIERTELSTUNDE_MS } from './tage.ts';
import { werteSql } from './werte.ts';

/**
 * "Daten vollständig bis": per contract the end of its last consumption quarter hour (any source),
 * with the Berlin offset; contracts without interval data are absent. One index lookup per contract: the
 * newest day row, then its last value.
 */
export async function datenBisLesen(db: Db, mandant: string, vertragNrs: readonly number[]): Promise<Map<number, string>> {
  const ergebnis = new Map<number, string>();
  if (vertragNrs.length === 0) return ergebnis;
  const r = await sql<{ nr: number; tag: string; werte: (number | null)[] }>`
    select v.nr, t.tag, t.werte from unnest(${[...new Set(vertragNrs)]}::int[]) as v(nr)
    cross join lateral (
      select tag::text as tag, ${werteSql()} as werte from intervall_tag
      where mandant = ${mandant} and vertrag_nr = v.nr and kanal = 'BEZUG' order by tag desc limit 1
    ) t`.execute(db);
  for (const z of r.rows) {
    const letzter = z.werte.findLastIndex((w) => w !== null);
    if (letzter >= 0) ergebnis.set(z.nr, zeitpunktIso(new Date(tagesgrenzen(z.tag).beginn + (letzter + 1) * VIERTELSTUNDE_MS)));
  }
  return ergebnis;
}
