import { type Gebotszone, type IsoDatum, preisRechnen, tagDanach, tagesbeginn } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../db/verbinden.ts';
import type { Preispunkt, PreisQuelle, QuelleName } from './quellen.ts';

// Fetching a day's prices with fallback, bringing them to the tenant's granularity and storing them.

export type Aufloesung = 'PT15M' | 'PT60M';

/** The first instant in [von, bis) not covered by the (sorted) prices, or null when complete. */
export function luecke(preise: Preispunkt[], von: Date, bis: Date): Date | null {
  let bisher = von.getTime();
  for (const p of preise) {
    if (p.von.getTime() > bisher) return new Date(bisher);
    bisher = Math.max(bisher, p.bis.getTime());
    if (bisher >= bis.getTime()) return null;
  }
  return bisher >= bis.getTime() ? null : new Date(bisher);
}

/**
 * Hourly products take the arithmetic mean of the hour's four quarter-hour prices (unweighted: the quarter
 * hours are equally long). Berlin's offsets are whole hours, so UTC hours are local hours. An hour that is
 * not fully covered gets no price. Quarter-hour products keep the prices as they are.
 */
export function aufloesen(preise: Preispunkt[], aufloesung: Aufloesung): Preispunkt[] {
  if (aufloesung === 'PT15M') return preise;
  const stunden = new Map<number, { summe: number; abgedeckt: number; gewichtet: number }>();
  for (const p of preise) {
    const stunde = Math.floor(p.von.getTime() / 3_600_000) * 3_600_000;
    const dauer = Math.min(p.bis.getTime(), stunde + 3_600_000) - p.von.getTime();
    const s = stunden.get(stunde) ?? { summe: 0, abgedeckt: 0, gewichtet: 0 };
    s.abgedeckt += dauer;
    s.gewichtet += p.preis * dauer;
    stunden.set(stunde, s);
  }
  return [...stunden.entries()]
    .filter(([, s]) => s.abgedeckt === 3_600_000)
    .sort(([a], [b]) => a - b)
    .map(([stunde, s]) => ({ von: new Date(stunde), bis: new Date(stunde + 3_600_000), preis: preisRechnen(s.gewichtet / 3_600_000) }));
}

export interface Tagespreise {
  quelle: QuelleName;
  preise: Preispunkt[];
  /** Why earlier sources were skipped. */
  uebersprungen: string[];
}

/** The day's prices from the first source that has the whole local day; German error listing each source's reason. */
export async function tagHolen(quellen: PreisQuelle[], gebotszone: Gebotszone, tag: IsoDatum): Promise<Tagespreise> {
  const von = tagesbeginn(tag);
  const bis = tagesbeginn(tagDanach(tag));
  const gruende: string[] = [];
  for (const q of quellen) {
    try {
      const preise = (await q.holen(gebotszone, von, bis)).filter((p) => p.von >= von && p.von < bis).sort((a, b) => a.von.getTime() - b.von.getTime());
      const fehlt = luecke(preise, von, bis);
      if (fehlt) {
        gruende.push(`${q.name}: Lücke ab ${fehlt.toISOString()}`);
        continue;
      }
      return { quelle: q.name, preise, uebersprungen: gruende };
    } catch (e) {
      gruende.push(`${q.name}: ${(e as Error).message}`);
    }
  }
  throw new Error(`Keine vollständigen Marktpreise für ${tag} (${gebotszone}): ${gruende.join('; ') || 'keine Quelle konfiguriert'}`);
}

/**
 * Replaces the tenant's prices in [von, bis) by the given ones, in one transaction (a change of granularity
 * leaves no overlapping rows). The marktpreis triggers recompute the daily sums of the touched days.
 */
export async function preiseSpeichern(db: Db, mandant: string, preise: Preispunkt[], quelle: QuelleName, von: Date, bis: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('marktpreis').where('mandant', '=', mandant).where('von', '>=', von).where('von', '<', bis).execute();
    for (let i = 0; i < preise.length; i += 5000) {
      const teil = preise.slice(i, i + 5000);
      await sql`
        insert into marktpreis (mandant, von, bis, preis, quelle)
        select ${mandant}, von, bis, preis, ${quelle}
        from unnest(${teil.map((p) => p.von)}::timestamptz[], ${teil.map((p) => p.bis)}::timestamptz[], ${teil.map((p) => p.preis)}::float8[]) as t(von, bis, preis)`.execute(trx);
    }
    return preise.length;
  });
}

/** Whether the tenant has prices for the whole local day. */
export async function tagVollstaendig(db: Db, mandant: string, tag: IsoDatum): Promise<boolean> {
  const von = tagesbeginn(tag);
  const bis = tagesbeginn(tagDanach(tag));
  const r = await db.selectFrom('marktpreis').select(['von', 'bis']).where('mandant', '=', mandant).where('von', '>=', von).where('von', '<', bis).orderBy('von').execute();
  return luecke(r.map((z) => ({ von: z.von, bis: z.bis, preis: 0 })), von, bis) === null;
}
