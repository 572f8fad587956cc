import { tagDanach, tagesbeginn } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

/** One stretch of time with one price rule: a fixed arbeitspreis, or market price plus aufschlag. */
export interface Tarifperiode {
  von: string;
  bis: string;
  dynamisch: boolean;
  /** EUR/kWh: the arbeitspreis of a fixed tariff, the aufschlag of a dynamic one. */
  preis: number;
}

/**
 * The contract's tariffs as gap-free, non-overlapping instants (a tariff ends where the next one starts;
 * open ends are ±infinity), so the history query can price each interval with one range join.
 * gueltigVon/gueltigBis are local calendar days, gueltigBis included.
 */
export async function tarifperioden(db: Db, mandant: string, vertragId: string): Promise<Tarifperiode[]> {
  const tarife = await db
    .selectFrom('tarif')
    .select(['gueltig_von', 'gueltig_bis', 'ist_dynamisch', 'arbeitspreis', 'aufschlag'])
    .where('mandant', '=', mandant)
    .where('vertrag_id', '=', vertragId)
    .orderBy('position')
    .execute();
  const sortiert = [...tarife].sort((a, b) => (a.gueltig_von ?? '').localeCompare(b.gueltig_von ?? ''));
  return sortiert.map((t, i) => {
    const naechster = sortiert[i + 1]?.gueltig_von;
    const eigenesEnde = t.gueltig_bis ? tagesbeginn(tagDanach(t.gueltig_bis)).toISOString() : 'infinity';
    const bis = naechster && (eigenesEnde === 'infinity' || tagesbeginn(naechster).toISOString() < eigenesEnde) ? tagesbeginn(naechster).toISOString() : eigenesEnde;
    return {
      von: t.gueltig_von ? tagesbeginn(t.gueltig_von).toISOString() : '-infinity',
      bis,
      dynamisch: t.ist_dynamisch,
      preis: t.ist_dynamisch ? (t.aufschlag ?? 0) : t.arbeitspreis,
    };
  });
}
