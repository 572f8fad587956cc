import { datumVon, type ImportDateiGeprueft } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';
import { partitionenSichern } from '../domain/intervall/partitionen.ts';

/**
 * Month partitions for the file's interval days and prices, each in a short transaction of its own before the
 * import's: creating one inside the long import transaction would hold its locks until the end.
 */
export async function partitionenVorab(db: Db, mandant: string, daten: ImportDateiGeprueft): Promise<void> {
  const bereich = (listen: Array<Array<{ von: string; bis: string }>>) => {
    let min = Infinity;
    let max = -Infinity;
    for (const liste of listen) for (const w of liste) [min, max] = [Math.min(min, Date.parse(w.von)), Math.max(max, Date.parse(w.bis) - 1)];
    return min <= max ? ([datumVon(new Date(min)), datumVon(new Date(max))] as const) : undefined;
  };
  const intervalle = bereich(daten.anschlussnutzer.flatMap((a) => a.vertraege.map((v) => v.lastgang)));
  const preise = bereich([daten.preise]);
  if (intervalle) await partitionenSichern(db, 'intervall_tag', mandant, ...intervalle);
  if (preise) await partitionenSichern(db, 'marktpreis', mandant, ...preise);
}
