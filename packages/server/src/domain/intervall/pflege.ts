import type { Auftrag } from '../../shared/zeitplan/zeitplan.ts';
import { heuteIn, tagDanach } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { aufbewahrungAnwenden, partitionenSichern } from './partitionen.ts';

/** How far ahead month partitions are created at start and every day: this month and the next two. */
const MONATE_VORAUS = 2;

/**
 * Run by each server process at its start and daily as the scheduled job below (idempotent; partition_sichern serialises on an advisory
 * lock): every tenant gets its interval and price partitions for this month and the next two, and a tenant
 * with `aufbewahrungMonate` loses the month partitions beyond it.
 */
export async function partitionenPflegen(db: Db, mandanten: ReadonlyArray<{ key: string; aufbewahrungMonate?: number | undefined }>, jetzt: Date): Promise<string[]> {
  const heute = heuteIn(jetzt);
  const bis = tagDanach(heute, 31 * MONATE_VORAUS);
  const meldungen: string[] = [];
  for (const m of mandanten) {
    const neu = (await partitionenSichern(db, 'intervall_tag', m.key, heute, bis)) + (await partitionenSichern(db, 'marktpreis', m.key, heute, bis));
    if (neu) meldungen.push(`${m.key}: ${neu} Monatspartitionen angelegt`);
    if (m.aufbewahrungMonate) {
      const weg = await aufbewahrungAnwenden(db, m.key, m.aufbewahrungMonate, heute);
      if (weg.intervall_tag + weg.marktpreis) meldungen.push(`${m.key}: ${weg.intervall_tag + weg.marktpreis} Monatspartitionen älter als ${m.aufbewahrungMonate} Monate gelöscht`);
    }
  }
  return meldungen;
}

/**
 * The daily upkeep as a scheduled job: each tenant's partitions ahead and its retention, once a day across all
 * processes. The server also runs it once at its start, before it serves, so a new month is never missing.
 */
export function partitionsAuftrag(db: Db): Auftrag {
  return { name: 'partitionen-pflegen', um: '00:15', ausfuehren: async ({ mandant, jetzt }) => void (await partitionenPflegen(db, [mandant], jetzt)) };
}
