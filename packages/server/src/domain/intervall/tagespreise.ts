import { berlinTagesbeginn } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

const VIERTELSTUNDE = 900_000;
const STUNDE = 3_600_000;

/**
 * A tenant's market prices of one local day, aligned with `intervall_tag.werte` (quarter hour i starts at
 * beginn + i × 15 min; 92/96/100 of them). For quarter hour i, every price that starts in the same UTC hour
 * and overlaps it counts with its share f = overlap / 15 min (as the history's SQL joins them, so 15-minute
 * and hourly prices both work): anteil[i] = Σ f (0: no price), preisAnteil[i] = Σ f × preis (EUR/kWh).
 * With one price covering the quarter hour, anteil is 1 and preisAnteil the price. Quarter hours with more
 * than one price, or one covering only part of it (prices finer than 15 minutes), also keep each [f, preis] in `teile`, so a caller can sum
 * v·f·(preis + aufschlag) term by term, exactly as SQL does.
 */
export interface Tagespreise {
  beginn: number;
  anteil: Float64Array;
  preisAnteil: Float64Array;
  teile: Map<number, Array<[number, number]>> | null;
}

/**
 * Each process keeps the day arrays per tenant under the tenant's `marktpreis_stand` (migration 0190: a new
 * random value whenever a statement writes the tenant's prices), so no request recomputes them from rows and
 * a changed price is seen on the next read that sees the new stand. Bounded: a tenant's copy is dropped
 * beyond MAX_TAGE days (a few years, about 1.6 KB per day).
 */
const MAX_TAGE = 2000;
const speicher = new Map<string, { stand: string; tage: Map<string, Tagespreise> }>();

/** The SQL expression of the tenant's current stand, to read in the same statement as the caller's data. */
export function standSql(mandant: string) {
  return sql<string | null>`(select stand from marktpreis_stand where mandant = ${mandant})`;
}

/** Number of quarter hours of a local day from its midnight and the next one. */
function viertelstunden(beginn: number, ende: number): number {
  return Math.round((ende - beginn) / VIERTELSTUNDE);
}

function leer(beginn: number, n: number): Tagespreise {
  return { beginn, anteil: new Float64Array(n), preisAnteil: new Float64Array(n), teile: null };
}

/** Adds one price [von, bis) to the quarter hours of its UTC hour it overlaps. */
function eintragen(t: Tagespreise, von: number, bis: number, preis: number): void {
  const n = t.anteil.length;
  const stunde = Math.floor(von / STUNDE) * STUNDE;
  // Quarter hours of the day that start in the price's UTC hour.
  const erste = Math.max(0, Math.ceil((stunde - t.beginn) / VIERTELSTUNDE));
  for (let i = erste; i < n; i++) {
    const s = t.beginn + i * VIERTELSTUNDE;
    if (s >= stunde + STUNDE) break;
    const e = s + VIERTELSTUNDE;
    if (von >= e || bis <= s) continue;
    // In seconds, as the SQL computes the share (epoch seconds are exact in float8 either way).
    const f = (Math.min(bis, e) / 1000 - Math.max(von, s) / 1000) / 900;
    // Only a single price with f = 1 stays without its terms (then preisAnteil is that price exactly).
    const liste = t.teile?.get(i);
    if (liste) liste.push([f, preis]);
    else if (t.anteil[i]! > 0) (t.teile ??= new Map()).set(i, [[1, t.preisAnteil[i]!], [f, preis]]);
    else if (f !== 1) (t.teile ??= new Map()).set(i, [[f, preis]]);
    t.anteil[i] = t.anteil[i]! + f;
    t.preisAnteil[i] = t.preisAnteil[i]! + f * preis;
  }
}

/**
 * The day arrays of the given local days (YYYY-MM-DD). `stand` is the tenant's stand as the caller read it
 * with its own data (standSql); what is missing under it is read in one query, which reads the stand again
 * in the same snapshot as the prices and files them under that one.
 */
export async function tagespreiseLesen(db: Db, mandant: string, stand: string | null, tage: readonly string[]): Promise<Map<string, Tagespreise>> {
  let eintrag = speicher.get(mandant);
  if (stand !== null && eintrag?.stand !== stand) {
    eintrag = { stand, tage: new Map() };
    speicher.set(mandant, eintrag);
  }
  const aus = new Map<string, Tagespreise>();
  const fehlend: string[] = [];
  for (const tag of tage) {
    const t = stand !== null ? eintrag?.tage.get(tag) : undefined;
    if (t) aus.set(tag, t);
    else fehlend.push(tag);
  }
  if (fehlend.length === 0) return aus;
  fehlend.sort();
  const erster = fehlend[0]!;
  const letzter = fehlend.at(-1)!;
  const grenzen = new Map<string, { beginn: number; ende: number }>();
  for (const tag of fehlend) grenzen.set(tag, { beginn: berlinTagesbeginn(tag), ende: berlinTagesbeginn(naechsterTag(tag)) });
  const von = new Date(grenzen.get(erster)!.beginn - STUNDE);
  const bis = new Date(grenzen.get(letzter)!.ende);
  // One row of arrays: tens of thousands of price rows parse much faster so.
  const { rows } = await sql<{ stand: string | null; v: number[] | null; b: number[] | null; p: number[] | null }>`
    select ${standSql(mandant)} as stand,
      array_agg(date_part('epoch', von)::float8 order by von) as v, array_agg(date_part('epoch', bis)::float8 order by von) as b,
      array_agg(preis order by von) as p
    from marktpreis where mandant = ${mandant} and von >= ${von} and von < ${bis}`.execute(db);
  const z = rows[0]!;
  const neu = new Map<string, Tagespreise>();
  for (const tag of fehlend) {
    const g = grenzen.get(tag)!;
    neu.set(tag, leer(g.beginn, viertelstunden(g.beginn, g.ende)));
  }
  if (z.v && z.b && z.p) {
    // Days in time order; a price lands in the day(s) its UTC hour touches.
    const liste = fehlend.map((tag) => neu.get(tag)!);
    let k = 0;
    for (let j = 0; j < z.v.length; j++) {
      const pv = Math.round(Number(z.v[j]) * 1000);
      const pb = Math.round(Number(z.b[j]) * 1000);
      const preis = Number(z.p[j]);
      const stunde = Math.floor(pv / STUNDE) * STUNDE;
      while (k < liste.length && liste[k]!.beginn + liste[k]!.anteil.length * VIERTELSTUNDE <= stunde) k++;
      for (let d = k; d < liste.length && liste[d]!.beginn < stunde + STUNDE; d++) eintragen(liste[d]!, pv, pb, preis);
    }
  }
  for (const [tag, t] of neu) aus.set(tag, t);
  if (z.stand !== null) {
    let ziel = speicher.get(mandant);
    if (ziel?.stand !== z.stand) {
      ziel = { stand: z.stand, tage: new Map() };
      speicher.set(mandant, ziel);
    }
    if (ziel.tage.size + neu.size > MAX_TAGE) ziel.tage.clear();
    for (const [tag, t] of neu) ziel.tage.set(tag, t);
  }
  return aus;
}

/** YYYY-MM-DD of the next day, by calendar arithmetic. */
export function naechsterTag(tag: string): string {
  return new Date(Date.UTC(Number(tag.slice(0, 4)), Number(tag.slice(5, 7)) - 1, Number(tag.slice(8, 10)) + 1)).toISOString().slice(0, 10);
}

/** For tests: forget every tenant's arrays. */
export function tagespreiseVergessen(): void {
  speicher.clear();
}

const mittelwerte = new WeakMap<Tagespreise, Float64Array>();

/**
 * The market price per quarter hour as one number (EUR/kWh, NaN = none): the share-weighted mean of the
 * prices in it, which is the price itself for 15-minute and hourly prices. Computed once per day array.
 */
export function marktJeViertelstunde(t: Tagespreise): Float64Array {
  let m = mittelwerte.get(t);
  if (!m) {
    m = new Float64Array(t.anteil.length);
    for (let i = 0; i < m.length; i++) m[i] = t.anteil[i]! > 0 ? (t.anteil[i] === 1 ? t.preisAnteil[i]! : t.preisAnteil[i]! / t.anteil[i]!) : NaN;
    mittelwerte.set(t, m);
  }
  return m;
}
