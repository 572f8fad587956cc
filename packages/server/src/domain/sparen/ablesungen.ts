import type { Db } from '../../db/verbinden.ts';

export interface Zaehlerstand {
  datum: string;
  /** Sum over the meter's registers (HT + NT), kWh. */
  summe: number;
}

/** A contract's readings, one per day (the latest entered), registers summed; in date order. */
export async function zaehlerstaendeLesen(db: Db, mandant: string, vertragId: string): Promise<Zaehlerstand[]> {
  const zeilen = await db
    .selectFrom('ablesung')
    .select(['ablesedatum', 'ablesewerte'])
    .where('mandant', '=', mandant)
    .where('vertrag_id', '=', vertragId)
    .orderBy('ablesedatum')
    .orderBy('id')
    .execute();
  const jeTag = new Map<string, number>();
  for (const z of zeilen) jeTag.set(z.ablesedatum, Object.values(z.ablesewerte).reduce((a, b) => a + Number(b), 0));
  return [...jeTag].map(([datum, summe]) => ({ datum, summe }));
}

/**
 * The consumption between the readings around [von, bis): the latest reading at or before von (else the
 * first after it) and the first at or after bis (else the last before it). Null without two readings.
 */
export function standSpanne(staende: readonly Zaehlerstand[], von: string, bis: string): { von: string; bis: string; kwh: number } | null {
  if (staende.length < 2) return null;
  const vorher = staende.filter((s) => s.datum <= von).at(-1) ?? staende[0]!;
  const nachher = staende.find((s) => s.datum >= bis) ?? staende.at(-1)!;
  if (nachher.datum <= vorher.datum || nachher.summe < vorher.summe) return null;
  return { von: vorher.datum, bis: nachher.datum, kwh: nachher.summe - vorher.summe };
}
