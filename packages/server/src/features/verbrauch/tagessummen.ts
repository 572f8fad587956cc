import { berlinDatum, berlinTagesbeginn, kundenpreis } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { roh, vorbereitet } from '../../db/vorlage.ts';
import { naechsterTag } from '../../domain/intervall/tagespreise.ts';
import type { HistorieAbfrage } from './historie-abfrage.ts';
import { hatNtSql, MIT_UMSATZSTEUER, mitUmsatzsteuerAmTag, tarifeRohSql, tarifperioden, type TarifRoh } from './tarifperioden-sql.ts';
import { werteSql } from '../../domain/intervall/werte.ts';

type TagesDaten = { tarife: TarifRoh[] | null; tage: Array<[string, number, number, number, Array<number | null> | null]> | null };

/**
 * What the daily and monthly history need, in one statement: the contract's tariff rows (periods computed by
 * tarifperioden) and its day rows' sums in range (tag, Wh, market energy, market cost; the quarter hours' Wh
 * only when a fixed tariff has an NT price, whose hours are priced apart) as JSON, which Node parses natively.
 * Left to Node because the time-zone arithmetic, join, grouping and sorting of tagessummen-sql.ts (kept as the reference) cost PostgreSQL more than reading the rows.
 */
export function tagesdatenSql(a: HistorieAbfrage) {
  return tagesdatenAusdruck(a.mandant, a.vertragNr, a.vertragId, berlinDatum(a.von.getTime()), berlinDatum(a.bis.getTime() - 1));
}

function tagesdatenAusdruck(mandant: string, vertragNr: number, vertragId: string, vonTag: string, bisTag: string) {
  return sql<TagesDaten>`
    select ${tarifeRohSql({ mandant, vertragId })} as tarife,
      (select json_agg(json_build_array(tag, summe, markt_energie, markt_kosten, case when ${hatNtSql({ mandant, vertragId })} then ${werteSql()} end) order by tag) from intervall_tag
        where mandant = ${mandant} and vertrag_nr = ${vertragNr} and kanal = 'BEZUG'
          and tag >= ${vonTag}::date and tag <= ${bisTag}::date) as tage`;
}

// Built once; named statements on PostgreSQL (db/vorlage.ts). The same text under two names, so PostgreSQL keeps
// one plan choice per mode: a month's day rows lie in one partition (its custom plan prunes the rest and plans
// fast), a year's in twelve or thirteen (a generic plan spares planning them on every call).
const tagesdatenBauen = (mandant: string, vertragNr: number, vertragId: string, vonTag: string, bisTag: string) =>
  roh(tagesdatenAusdruck(mandant, vertragNr, vertragId, vonTag, bisTag));
const TAGESDATEN = { daily: vorbereitet('historie_tage', 5, tagesdatenBauen), monthly: vorbereitet('historie_monate', 5, tagesdatenBauen) };

export interface Tagessumme {
  beginn: number;
  ende: number;
  verbrauch: number;
  /** null: no energy of the bucket had a tariff (as SQL's sum over nulls). */
  bepreist: number | null;
  kosten: number | null;
}

/**
 * Daily or monthly buckets (Berlin days and months) with the sums tagessummen-sql.ts computes, term by term
 * as it does: each day joined with every tariff period its local midnight lies in (none: energy without
 * price), a fixed tariff's energy priced with its arbeitspreis (NT hours with its NT price, which the SQL
 * reference does not know; a net one with the day's VAT), a dynamic one's market energy with market cost + aufschlag × market energy, with VAT.
 */
export async function tagessummenLesen(db: Db, a: HistorieAbfrage & { intervall: 'daily' | 'monthly' }): Promise<Tagessumme[]> {
  const z = (await TAGESDATEN[a.intervall](db, a.mandant, a.vertragNr, a.vertragId, berlinDatum(a.von.getTime()), berlinDatum(a.bis.getTime() - 1)))[0];
  if (!z?.tage) return [];
  // Periods run from local date to local date: a day lies in one when its date does ('' and '~' sort
  // before and after every date, for open ends).
  const tarife = tarifperioden(z.tarife).map((t) => ({ von: t.von ?? '', bis: t.bis ?? '~', dynamisch: t.dynamisch, preis: t.preis as number | null, preisNt: t.preisNt, netto: t.netto, sparte: t.sparte }));
  const monatlich = a.intervall === 'monthly';
  const aus: Tagessumme[] = [];
  let aktuell = null as (Tagessumme & { schluessel: string }) | null;
  for (const [tag, summe, marktEnergie, marktKosten, werte] of z.tage) {
    const schluessel = monatlich ? tag.slice(0, 7) : tag;
    if (aktuell?.schluessel !== schluessel) {
      const erster = monatlich ? `${schluessel}-01` : tag;
      const folgender = monatlich ? naechsterMonat(schluessel) : naechsterTag(tag);
      aktuell = { schluessel, beginn: berlinTagesbeginn(erster), ende: berlinTagesbeginn(folgender), verbrauch: 0, bepreist: null, kosten: null };
      aus.push(aktuell);
    }
    const verbrauch = summe / 1000;
    let getroffen = false;
    for (const t of tarife) {
      if (!(tag >= t.von && tag < t.bis)) continue;
      getroffen = true;
      aktuell.verbrauch += verbrauch;
      // preis is never null for a tariff row (arbeitspreis is not null; aufschlag is coalesced).
      if (t.preis === null) continue;
      aktuell.bepreist = (aktuell.bepreist ?? 0) + (t.dynamisch ? marktEnergie : verbrauch);
      aktuell.kosten = (aktuell.kosten ?? 0) + (t.dynamisch ? (marktKosten + t.preis * marktEnergie) * MIT_UMSATZSTEUER : festeKosten(tag, verbrauch, werte, t.preis, t.preisNt) * (t.netto ? mitUmsatzsteuerAmTag(tag, t.sparte) : 1));
    }
    if (!getroffen) aktuell.verbrauch += verbrauch;
  }
  return aus.map(({ beginn, ende, verbrauch, bepreist, kosten }) => ({ beginn, ende, verbrauch, bepreist, kosten }));
}

/** A fixed tariff's cost of a day: its energy at the arbeitspreis, or with an NT price each quarter hour by kundenpreis. */
function festeKosten(tag: string, verbrauch: number, werte: ReadonlyArray<number | null> | null, preis: number, preisNt: number | null): number {
  if (preisNt === null || !werte) return verbrauch * preis;
  const beginn = berlinTagesbeginn(tag);
  let kosten = 0;
  for (let i = 0; i < werte.length; i++) {
    const w = werte[i];
    if (w !== null && w !== undefined) kosten += (w / 1000) * kundenpreis({ istDynamisch: false, arbeitspreis: preis, arbeitspreisNT: preisNt }, null, null, beginn + i * 900_000)!;
  }
  return kosten;
}

/** The first day of the month after YYYY-MM. */
function naechsterMonat(monat: string): string {
  const jahr = Number(monat.slice(0, 4));
  const m = Number(monat.slice(5, 7));
  return m === 12 ? `${jahr + 1}-01-01` : `${jahr}-${String(m + 1).padStart(2, '0')}-01`;
}
