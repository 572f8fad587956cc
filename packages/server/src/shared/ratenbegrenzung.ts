import type { Db } from '../db/verbinden.ts';

// Counters of events per key in a sliding window, kept in the database so that every server process
// sees the same counts (DESIGN "Scale": nothing in process memory).
export interface Grenze {
  mandant: string;
  bereich: string;
  schluessel: string[];
  max: number;
  fensterMs: number;
}

/** True when any key already has `max` events in the window. */
export async function istUeberschritten(db: Db, g: Grenze, jetzt: Date): Promise<boolean> {
  const zaehlung = await db
    .selectFrom('ratenereignis')
    .select(['schluessel', db.fn.countAll<number>().as('anzahl')])
    .where('mandant', '=', g.mandant)
    .where('bereich', '=', g.bereich)
    .where('schluessel', 'in', g.schluessel)
    .where('zeitpunkt', '>', new Date(jetzt.getTime() - g.fensterMs))
    .groupBy('schluessel')
    .execute();
  return zaehlung.some((z) => Number(z.anzahl) >= g.max);
}

export async function ereignisMerken(db: Db, g: Grenze, jetzt: Date): Promise<void> {
  await db
    .insertInto('ratenereignis')
    .values(g.schluessel.map((s) => ({ mandant: g.mandant, bereich: g.bereich, schluessel: s, zeitpunkt: jetzt })))
    .execute();
  // Trimming old events here keeps the table small without a scheduled job.
  await db
    .deleteFrom('ratenereignis')
    .where('bereich', '=', g.bereich)
    .where('zeitpunkt', '<', new Date(jetzt.getTime() - 2 * g.fensterMs))
    .execute();
}

export async function ereignisseLoeschen(db: Db, g: Pick<Grenze, 'mandant' | 'bereich'>, schluessel: string): Promise<void> {
  await db
    .deleteFrom('ratenereignis')
    .where('mandant', '=', g.mandant)
    .where('bereich', '=', g.bereich)
    .where('schluessel', '=', schluessel)
    .execute();
}
