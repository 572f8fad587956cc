import { allinPreis, preisAusgeben, UMSATZSTEUER_REGELSATZ, zeitpunktIso, type Mandant, type PreisfeedEintrag } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { bestandteileLesen } from '../../domain/sparen/preisgrundlagen.ts';

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
export interface FeedTarif {
  name: string;
  aufschlag: number;
  /** The tariff's price components (id of an imported set); null: the tenant's default, if any. */
  bestandteile: string | null;
}

export async function dynamischeTarife(db: Db, mandant: string): Promise<Map<string, FeedTarif>> {
  const zeilen = await db
    .selectFrom('tarif')
    .select(['name', 'aufschlag', 'gueltig_von', 'preisbestandteile'])
    .where('mandant', '=', mandant)
    .where('ist_dynamisch', '=', true)
    .orderBy('name')
    .orderBy('gueltig_von', 'desc')
    .execute();
  const tarife = new Map<string, FeedTarif>();
  for (const z of zeilen) {
    const schluessel = tarifSchluessel(z.name);
    if (!tarife.has(schluessel)) tarife.set(schluessel, { name: z.name, aufschlag: z.aufschlag ?? 0, bestandteile: z.preisbestandteile ?? null });
  }
  return tarife;
}

/** Start of the quarter hour `jetzt` lies in (quarter hours are whole in every time zone we serve). */
export const viertelstundeVon = (jetzt: Date) => Math.floor(jetzt.getTime() / VIERTELSTUNDE) * VIERTELSTUNDE;

/**
 * Every known quarter hour from the current one on, all-in (`allinPreis`: market price, aufschlag,
 * grid fee of the quarter hour's §14a window, levies, taxes, VAT); without components (market price +
 * aufschlag) × (1 + VAT), the customer's price too. Hourly market prices become four quarter hours.
 */
export async function preiseAb(db: Db, mandant: Mandant, tarif: FeedTarif, jetzt: Date, bestandteile: boolean): Promise<PreisfeedEintrag[]> {
  const ab = viertelstundeVon(jetzt);
  const aufschlag = tarif.aufschlag;
  const komponenten = await bestandteileLesen(db, mandant, tarif.bestandteile);
  const zeilen = await db
    .selectFrom('marktpreis')
    .select(['von', 'bis', 'preis'])
    .where('mandant', '=', mandant.key)
    .where('bis', '>', new Date(ab))
    .orderBy('von')
    .execute();
  const liste: PreisfeedEintrag[] = [];
  for (const z of zeilen) {
    const ende = new Date(z.bis).getTime();
    for (let s = Math.max(new Date(z.von).getTime(), ab); s + VIERTELSTUNDE <= ende; s += VIERTELSTUNDE) {
      const b = komponenten ? allinPreis(z.preis, aufschlag, komponenten, s) : undefined;
      const value = b ? preisAusgeben(b.preis) : preisAusgeben((z.preis + aufschlag) * (1 + UMSATZSTEUER_REGELSATZ));
      const teile = b ?? { marktpreis: z.preis, aufschlag, umsatzsteuer: preisAusgeben(value - z.preis - aufschlag) };
      liste.push({ start: zeitpunktIso(new Date(s)), end: zeitpunktIso(new Date(s + VIERTELSTUNDE)), value, ...(bestandteile ? { bestandteile: teile } : {}) });
    }
  }
  return liste;
}
