import { sql } from 'kysely';
import type { Db } from '../db/verbinden.ts';

// Counters of events per key in a sliding window, kept in the database so that every server process
// sees the same counts (DESIGN "Scale": nothing in process memory).
export interface Grenze {
  mandant: string;
  bereich: string;
  schluessel: string[];
  max: number;
  fensterMs: number;
  /**
   * Instead of closing after `max`, a growing gap: with n events in the window the next
   * one may come `verzoegerung(n)` ms after the newest (0: at once). `max` is not used then.
   */
  verzoegerung?: (anzahl: number) => number;
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

export type Zulassung = { erlaubt: true; ids: number[] } | { erlaubt: false; wiederholenNachSekunden: number };

/**
 * n events per key per window, atomically: under a transaction-scoped advisory lock per key (taken in
 * a fixed order, so two callers never wait on each other crosswise), counts each limit's events and,
 * only when every key is below its `max`, records one event per key. Parallel callers are serialized
 * per key, so 50 simultaneous requests against a limit of 5 get exactly 5 admissions in every
 * process. The returned ids let a caller take its own events back (`ereignisseZuruecknehmen`), e.g.
 * when a login turned out to be no failure. A refusal names the seconds until the exhausted key has
 * a free slot again, i.e. its max-th newest event leaves the window (at least 1).
 */
export async function ereignisZulassen(db: Db, grenzen: Grenze | Grenze[], jetzt: Date): Promise<Zulassung> {
  return db.transaction().execute((trx) => ereignisZulassenIn(trx, grenzen, jetzt));
}

/** `ereignisZulassen` inside the caller's transaction, so that the event and the caller's rows commit together. */
export async function ereignisZulassenIn(trx: Db, grenzen: Grenze | Grenze[], jetzt: Date): Promise<Zulassung> {
  const liste = Array.isArray(grenzen) ? grenzen : [grenzen];
  const sperren = [...new Set(liste.flatMap((g) => g.schluessel.map((s) => `${g.mandant}|${g.bereich}|${s}`)))].sort();
  for (const s of sperren) await sql`select pg_advisory_xact_lock(hashtextextended(${s}, 0))`.execute(trx);
  let warten = 0;
  for (const g of liste) {
    const ab = new Date(jetzt.getTime() - g.fensterMs);
    for (const schluessel of g.schluessel) {
      if (g.verzoegerung) {
        const z = await trx
          .selectFrom('ratenereignis')
          .select((eb) => [eb.fn.countAll<number>().as('anzahl'), eb.fn.max('zeitpunkt').as('neuestes')])
          .where('mandant', '=', g.mandant)
          .where('bereich', '=', g.bereich)
          .where('schluessel', '=', schluessel)
          .where('zeitpunkt', '>', ab)
          .executeTakeFirst();
        const abstand = g.verzoegerung(Number(z?.anzahl ?? 0));
        if (abstand > 0 && z?.neuestes) {
          const frei = new Date(z.neuestes).getTime() + abstand - jetzt.getTime();
          if (frei > 0) warten = Math.max(warten, Math.ceil(frei / 1000), 1);
        }
        continue;
      }
      // The max-th newest event decides when a slot frees up again.
      const zeilen = await trx
        .selectFrom('ratenereignis')
        .select('zeitpunkt')
        .where('mandant', '=', g.mandant)
        .where('bereich', '=', g.bereich)
        .where('schluessel', '=', schluessel)
        .where('zeitpunkt', '>', ab)
        .orderBy('zeitpunkt', 'desc')
        .offset(g.max - 1)
        .limit(1)
        .execute();
      const grenzEreignis = zeilen[0];
      if (grenzEreignis) {
        const frei = new Date(grenzEreignis.zeitpunkt).getTime() + g.fensterMs - jetzt.getTime();
        warten = Math.max(warten, Math.ceil(frei / 1000), 1);
      }
    }
  }
  if (warten > 0) return { erlaubt: false, wiederholenNachSekunden: warten };
  // Limits of one key with different windows (a growing delay) share its events: one per key.
  const schluessel = new Map<string, { mandant: string; bereich: string; schluessel: string; fensterMs: number }>();
  for (const g of liste) {
    for (const s of g.schluessel) {
      const k = `${g.mandant}|${g.bereich}|${s}`;
      schluessel.set(k, { mandant: g.mandant, bereich: g.bereich, schluessel: s, fensterMs: Math.max(g.fensterMs, schluessel.get(k)?.fensterMs ?? 0) });
    }
  }
  const eintraege = [...schluessel.values()];
  const neu = await trx
    .insertInto('ratenereignis')
    .values(eintraege.map((e) => ({ mandant: e.mandant, bereich: e.bereich, schluessel: e.schluessel, zeitpunkt: jetzt })))
    .returning('id')
    .execute();
  const ids = neu.map((z) => Number(z.id));
  // Trimming old events here keeps the table small without a scheduled job.
  for (const e of eintraege) {
    await trx
      .deleteFrom('ratenereignis')
      .where('mandant', '=', e.mandant)
      .where('bereich', '=', e.bereich)
      .where('schluessel', '=', e.schluessel)
      .where('zeitpunkt', '<', new Date(jetzt.getTime() - e.fensterMs))
      .execute();
  }
  return { erlaubt: true, ids };
}

/** Takes back events recorded by `ereignisZulassen` that turned out not to count. */
export async function ereignisseZuruecknehmen(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('ratenereignis').where('id', 'in', ids).execute();
}

/** The values `zulassungAufruf` takes: one entry per key, in the order of the limits. */
export type Zulassungswerte = [mandanten: string[], bereiche: string[], schluessel: string[], max: number[], fensterMs: number[]];

export function zulassungswerte(grenzen: Grenze[]): Zulassungswerte {
  const w: Zulassungswerte = [[], [], [], [], []];
  for (const g of grenzen) {
    if (g.verzoegerung) throw new Error(`zulassungswerte: ${g.bereich} hat eine wachsende Verzögerung`);
    for (const s of g.schluessel) {
      w[0].push(g.mandant);
      w[1].push(g.bereich);
      w[2].push(s);
      w[3].push(g.max);
      w[4].push(g.fensterMs);
    }
  }
  return w;
}

/**
 * `ereignisZulassenIn`'s rule for limits with a `max` (no growing delay) as one SQL row source
 * `(warten, ids)`, to join into a statement of the caller's (migration 0440): one round trip instead of
 * nine, for the calls that come in thousands at once. Run as a statement of its own outside a
 * transaction, its locks end with the statement, after its event is committed.
 */
export const zulassungAufruf = (werte: Zulassungswerte | unknown[], jetzt: Date | unknown) =>
  sql<{ warten: number; ids: number[] | null }>`ratenereignis_zulassen(${werte[0]}::text[], ${werte[1]}::text[], ${werte[2]}::text[], ${werte[3]}::integer[], ${werte[4]}::bigint[], ${jetzt}::timestamptz)`;

/** The row of `zulassungAufruf` as a `Zulassung`. */
export const zulassungAus = (z: { warten: number; ids: Array<number | string> | null }): Zulassung =>
  z.warten > 0 ? { erlaubt: false, wiederholenNachSekunden: Number(z.warten) } : { erlaubt: true, ids: (z.ids ?? []).map(Number) };
