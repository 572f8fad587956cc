import { sql } from 'kysely';
import type { IsoDatum } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

/** The partitioned tables (migrations 0060/0061): per tenant, then per Europe/Berlin month. */
export type PartitionierteTabelle = 'intervall_tag' | 'marktpreis';

/** First days of the months from `von` to `bis` (both included), as YYYY-MM-01. */
export function monate(von: IsoDatum, bis: IsoDatum): IsoDatum[] {
  const ergebnis: IsoDatum[] = [];
  let [j, m] = von.split('-').map(Number) as [number, number];
  const [jb, mb] = bis.split('-').map(Number) as [number, number];
  while (j < jb || (j === jb && m <= mb)) {
    ergebnis.push(`${j}-${String(m).padStart(2, '0')}-01`);
    if (++m > 12) [j, m] = [j + 1, 1];
  }
  return ergebnis;
}

/**
 * Creates the tenant's month partitions of `tabelle` from `von`'s month to `bis`'s month unless they exist
 * (SQL function partition_sichern, migration 0060: a catalog lookup when nothing is missing). Writers call
 * it before they write; rows for months not created yet would land in the default partitions, which the
 * next call for that month moves into the new partition.
 */
export async function partitionenSichern(db: Db, tabelle: PartitionierteTabelle, mandant: string, von: IsoDatum, bis: IsoDatum): Promise<number> {
  const liste = monate(von, bis);
  if (liste.length === 0) return 0;
  const { rows } = await sql<{ neu: number }>`
    select count(*) filter (where partition_sichern(${tabelle}, ${mandant}, m))::int as neu from unnest(${liste}::date[]) m`.execute(db);
  return rows[0]?.neu ?? 0;
}

/**
 * A tenant's retention (`aufbewahrungMonate` in its configuration): drops the month partitions of interval
 * data and prices that end before the first day of the month `monate` months before `heute`'s month —
 * whole tables, no row-by-row delete — and the few older rows a default partition caught.
 */
export async function aufbewahrungAnwenden(db: Db, mandant: string, monateBehalten: number, heute: IsoDatum): Promise<{ intervall_tag: number; marktpreis: number }> {
  const [j, m] = heute.split('-').map(Number) as [number, number];
  const index = j * 12 + (m - 1) - monateBehalten;
  const grenze = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  const { rows } = await sql<{ i: number; p: number }>`
    select partitionen_aufbewahren('intervall_tag', ${mandant}, ${grenze}::date) as i, partitionen_aufbewahren('marktpreis', ${mandant}, ${grenze}::date) as p`.execute(db);
  return { intervall_tag: rows[0]?.i ?? 0, marktpreis: rows[0]?.p ?? 0 };
}
