import { tagDanach, tagesbeginn } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { marktpreiseLesen } from '../../domain/sparen/preisgrundlagen.ts';
import type { TagZeile } from './messwerte.ts';
import { werteSql } from '../../domain/intervall/werte.ts';

// What the monthly run reads for a whole batch of contracts in three statements instead of three per contract:
// the month's day rows (both channels), the previous year's sums of the same days, the tenant's market prices.

/** One contract's share of a batch read (inhalt.ts computes from it exactly as from its own reads). */
export interface Vorgelesen {
  zeilen: TagZeile[];
  vorjahrKwh: number | null;
  markt: Array<{ von: number; bis: number; preis: number }>;
}

/** The same local day one year earlier (29 February: the 28th). */
export const vorjahr = (datum: string) => `${Number(datum.slice(0, 4)) - 1}${datum.slice(4)}`.replace(/-02-29$/, '-02-28');

/** The batch's reads for the period [von, bis] (local days, both included), by contract nr. */
export async function vorratLesen(db: Db, mandant: string, nrs: readonly number[], von: string, bis: string): Promise<(nr: number) => Vorgelesen> {
  const liste = sql`${[...nrs]}::int[]`;
  const [tage, vorjahre, markt] = await Promise.all([
    sql<{ nr: number; zeilen: TagZeile[] }>`
      select vertrag_nr as nr, json_agg(json_build_object('kanal', kanal, 'tag', tag, 'werte', ${werteSql()}, 'qualitaet', qualitaet) order by tag, kanal) as zeilen
      from intervall_tag where mandant = ${mandant} and vertrag_nr = any(${liste}) and tag between ${von}::date and ${bis}::date
      group by vertrag_nr`.execute(db),
    sql<{ nr: number; wh: string }>`
      select vertrag_nr as nr, sum(summe) as wh from intervall_tag
      where mandant = ${mandant} and vertrag_nr = any(${liste}) and kanal = 'BEZUG' and tag between ${vorjahr(von)}::date and ${vorjahr(bis)}::date
      group by vertrag_nr`.execute(db),
    marktpreiseLesen(db, mandant, new Date(tagesbeginn(von).getTime() - 3_600_000), tagesbeginn(tagDanach(bis))),
  ]);
  const zeilen = new Map(tage.rows.map((r) => [Number(r.nr), r.zeilen]));
  const kwh = new Map(vorjahre.rows.map((r) => [Number(r.nr), Number(r.wh) / 1000]));
  return (nr) => ({ zeilen: zeilen.get(nr) ?? [], vorjahrKwh: kwh.get(nr) ?? null, markt });
}
