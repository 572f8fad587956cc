import type { Db } from '../../db/verbinden.ts';

export interface Zaehlerstand {
  datum: string;
  /** Sum over the meter's registers (HT + NT), kWh. */
  summe: number;
}

/** A reading as stored: its date and the reading per register (obiskennzahl). */
export interface AblesungZeile {
  ablesedatum: string;
  ablesewerte: Record<string, number>;
}

/** Many contracts' readings in one statement, by contract id, each in date order (ties in entry order). */
export async function ablesungenLesen(db: Db, mandant: string, vertragIds: readonly string[]): Promise<Map<string, AblesungZeile[]>> {
  const aus = new Map<string, AblesungZeile[]>(vertragIds.map((id) => [id, []]));
  if (vertragIds.length === 0) return aus;
  const zeilen = await db
    .selectFrom('ablesung')
    .select(['vertrag_id', 'ablesedatum', 'ablesewerte'])
    .where('mandant', '=', mandant)
    .where('vertrag_id', 'in', [...vertragIds])
    .orderBy('vertrag_id')
    .orderBy('ablesedatum')
    .orderBy('id')
    .execute();
  for (const { vertrag_id, ...z } of zeilen) aus.get(vertrag_id)?.push(z);
  return aus;
}

/** A contract's readings, one per day (the latest entered), registers summed; in date order. */
export async function zaehlerstaendeLesen(db: Db, mandant: string, vertragId: string): Promise<Zaehlerstand[]> {
  return zaehlerstaendeAus((await ablesungenLesen(db, mandant, [vertragId])).get(vertragId)!);
}

/** zaehlerstaendeLesen from readings read already (ablesungenLesen's order). */
export function zaehlerstaendeAus(zeilen: readonly AblesungZeile[]): Zaehlerstand[] {
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
