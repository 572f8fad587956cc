import { allInPreis, zeitpunktIso, type PreisfeedEintrag } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

const VIERTELSTUNDE = 900_000;

/** A tariff's key in the URL: its name in lower case, umlauts spelled out, anything else a hyphen. */
export function tarifSchluessel(name: string): string {
  const ersetzt = name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  return ersetzt.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'tarif';
}

/**
 * The tenant's dynamic tariffs by key, with the aufschlag of the most recent row of that name (tariffs are
 * stored per contract; the feed is the tariff's, not a customer's).
 */
export async function dynamischeTarife(db: Db, mandant: string): Promise<Map<string, { name: string; aufschlag: number }>> {
  const zeilen = await db
    .selectFrom('tarif')
    .select(['name', 'aufschlag', 'gueltig_von'])
    .where('mandant', '=', mandant)
    .where('ist_dynamisch', '=', true)
    .orderBy('name')
    .orderBy('gueltig_von', 'desc')
    .execute();
  const tarife = new Map<string, { name: string; aufschlag: number }>();
  for (const z of zeilen) {
    const schluessel = tarifSchluessel(z.name);
    if (!tarife.has(schluessel)) tarife.set(schluessel, { name: z.name, aufschlag: z.aufschlag ?? 0 });
  }
  return tarife;
}

/** Start of the quarter hour `jetzt` lies in (quarter hours are whole in every time zone we serve). */
export const viertelstundeVon = (jetzt: Date) => Math.floor(jetzt.getTime() / VIERTELSTUNDE) * VIERTELSTUNDE;

/** Every known quarter hour from the current one on, all-in; hourly market prices become four quarter hours. */
export async function preiseAb(db: Db, mandant: string, aufschlag: number, jetzt: Date, bestandteile: boolean): Promise<PreisfeedEintrag[]> {
  const ab = viertelstundeVon(jetzt);
  const zeilen = await db
    .selectFrom('marktpreis')
    .select(['von', 'bis', 'preis'])
    .where('mandant', '=', mandant)
    .where('bis', '>', new Date(ab))
    .orderBy('von')
    .execute();
  const liste: PreisfeedEintrag[] = [];
  for (const z of zeilen) {
    const preis = allInPreis(z.preis, aufschlag);
    const ende = new Date(z.bis).getTime();
    for (let s = Math.max(new Date(z.von).getTime(), ab); s + VIERTELSTUNDE <= ende; s += VIERTELSTUNDE) {
      liste.push({ start: zeitpunktIso(new Date(s)), end: zeitpunktIso(new Date(s + VIERTELSTUNDE)), value: preis.value, ...(bestandteile ? { bestandteile: preis.bestandteile } : {}) });
    }
  }
  return liste;
}
