import { berlinIso, datumVon, kwhAusgeben, preisAusgeben, teilbetragAusgeben, zeitpunktIso, type HistorieEintrag, type HistorieIntervall } from '@ekp/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { tagessummenSql } from './tagessummen-sql.ts';
import { tagesdatenSql, tagessummenLesen } from './tagessummen.ts';
import { MIT_UMSATZSTEUER, mitUmsatzsteuerSql, tarifperiodenSql } from './tarifperioden-sql.ts';
import { STUNDE_MS, stundenDatenSql, stundenLesen } from './stunden-repository.ts';
import type { HistorieAbfrage, Zeile } from './historie-abfrage.ts';
import { werteSql } from '../../domain/intervall/werte.ts';

export type { HistorieAbfrage, Zeile } from './historie-abfrage.ts';


// Buckets are Europe/Berlin days and months. Hours are cut on the instant (UTC), not on local wall time,
// so the change days give 23 and 25 buckets: Berlin's offsets are whole hours, so a UTC hour is a local hour.
// The key is computed once per row; the bucket's end is derived from it after grouping.
const BUCKET: Record<HistorieIntervall, { schluessel: RawBuilder<Date>; beginn: RawBuilder<Date>; ende: RawBuilder<Date> }> = {
  hourly: {
    schluessel: sql`date_trunc('hour', von at time zone 'UTC')`,
    beginn: sql`schluessel at time zone 'UTC'`,
    ende: sql`(schluessel + interval '1 hour') at time zone 'UTC'`,
  },
  daily: {
    schluessel: sql`date_trunc('day', von at time zone 'Europe/Berlin')`,
    beginn: sql`schluessel at time zone 'Europe/Berlin'`,
    ende: sql`(schluessel + interval '1 day') at time zone 'Europe/Berlin'`,
  },
  monthly: {
    schluessel: sql`date_trunc('month', von at time zone 'Europe/Berlin')`,
    beginn: sql`schluessel at time zone 'Europe/Berlin'`,
    ende: sql`(schluessel + interval '1 month') at time zone 'Europe/Berlin'`,
  },
};


/** The statement historieLesen sends (the benches EXPLAIN it): the raw data of hours, or of days and months. */
export function historieSql(a: HistorieAbfrage) {
  return a.intervall === 'hourly' ? stundenDatenSql(a) : tagesdatenSql(a);
}

/**
 * The history query, aggregated entirely in SQL (the reference historieLesenSql
 * uses and the Node paths are tested against). Days and months come from the daily sums
 * (`tagessummen-sql.ts`); hours from the interval data:
 * - `v`, `l`: the contract's quarter hours in range (unnested from its day rows, migration 0060), each with
 *   the tariff rule in force at its start;
 * - `m`: the tenant's market prices in range (one hour of lead so an hourly price covers a quarter hour);
 * - `beitrag`: what each interval adds to its bucket. Energy counts once per interval. A fixed tariff
 *   prices it with its arbeitspreis, a net one (tariftyp other than ALLES_INKLUSIVE_BRUTTO) with the VAT of its
 *   local day and the contract's Sparte (mitUmsatzsteuerSql). For a dynamic tariff the price is the market price of the interval
 *   plus the aufschlag, with VAT (the price the customer pays, as the home card and price page
 *   show it; `kundenpreis` in the contract); intervals and prices may differ in length (15-minute load with hourly prices or the
 *   reverse), so every overlapping price contributes the share f = overlap / interval length:
 *   cost Σ verbrauch·f·(preis + aufschlag), priced energy Σ verbrauch·f. The equi-join on the clock hour lets
 *   PostgreSQL hash or merge the two ranges instead of probing an index per interval; it assumes what the
 *   import format carries: intervals of at most an hour that do not cross a full hour.
 * - then one row per bucket (via the hours: intervals never cross a local day or month inside an hour):
 *   energy, priced energy and cost.
 */
/**
 * The hourly buckets computed in SQL, as the history did until the per-quarter-hour work moved into Node
 * (stunden-repository.ts: 1 ms of PostgreSQL and the parsing of its rows per call under 50 customers at once
 * was the cost). Kept as the reference the Node path is tested against.
 */
export function stundenSql(a: HistorieAbfrage) {
  const { schluessel, beginn, ende } = BUCKET[a.intervall];
  // Seconds since the epoch as float8 (extract() gives numeric, which is much slower to compute with).
  const anteil = sql`(least(m.e, l.e) - greatest(m.s, l.s)) / (l.e - l.s)`;
  return sql<Zeile>`
    with tp as materialized (${tarifperiodenSql(a)}),
    v as (
      select t.tag, (t.tag::timestamp at time zone 'Europe/Berlin') + (q.i - 1) * interval '15 minutes' as von, q.w / 1000.0::float8 as verbrauch
      from intervall_tag t cross join lateral unnest(${werteSql('t')}) with ordinality q(w, i)
      where t.mandant = ${a.mandant} and t.vertrag_nr = ${a.vertragNr} and t.kanal = 'BEZUG'
        and t.tag >= ${datumVon(a.von)}::date and t.tag <= ${datumVon(new Date(a.bis.getTime() - 1))}::date and q.w is not null
    ),
    l as materialized (
      select l.von, date_part('epoch', l.von) as s, date_part('epoch', l.von) + 900 as e, l.verbrauch,
        coalesce(tp.dynamisch, false) as dynamisch, tp.preis as tarifpreis,
        case when tp.netto then ${mitUmsatzsteuerSql(sql`l.tag`, sql`tp.sparte`)} else 1 end as ust
      from v l left join tp on l.von >= tp.von and l.von < tp.bis
      where l.von >= ${a.von} and l.von < ${a.bis}
    ),
    m as (
      select date_part('epoch', von) as s, date_part('epoch', bis) as e, preis from marktpreis
      where mandant = ${a.mandant} and von >= ${a.von}::timestamptz - interval '1 hour' and von < ${a.bis}
    ),
    beitrag as (
      select floor(l.s / 3600) as stunde, l.verbrauch,
        case when not l.dynamisch and l.tarifpreis is not null then l.verbrauch end as bepreist,
        case when not l.dynamisch then l.verbrauch * l.tarifpreis * l.ust end as kosten
      from l
      union all
      select floor(l.s / 3600), 0, l.verbrauch * ${anteil}, l.verbrauch * ${anteil} * (m.preis + l.tarifpreis) * ${MIT_UMSATZSTEUER}::float8
      from l join m on floor(m.s / 3600) = floor(l.s / 3600) and m.s < l.e and m.e > l.s
      where l.dynamisch
    ),
    -- First per hour on a cheap numeric key, then the (few) hours into local days or months.
    stunden as (
      select to_timestamp(stunde * 3600) as von, sum(verbrauch) as verbrauch, sum(bepreist) as bepreist, sum(kosten) as kosten
      from beitrag group by stunde
    ),
    eimer as (
      select ${schluessel} as schluessel, sum(verbrauch) as verbrauch, sum(bepreist) as bepreist, sum(kosten) as kosten
      from stunden group by 1
    )
    select ${beginn} as beginn, ${ende} as ende, verbrauch, bepreist, kosten from eimer order by schluessel`;
}

/**
 * Bucket bounds as the answer writes them (berlinIso), kept per process: every customer's default window covers
 * the same recent hours, days and months, and formatting them was a tenth of the hourly answer's Node time
 * Emptied when full rather than tracked entry by entry.
 */
const GRENZEN_MAX = 20_000;
const grenzen = new Map<number, string>();
function grenzeIso(ms: number): string {
  let iso = grenzen.get(ms);
  if (iso === undefined) {
    if (grenzen.size >= GRENZEN_MAX) grenzen.clear();
    iso = berlinIso(ms);
    grenzen.set(ms, iso);
  }
  return iso;
}

/**
 * Buckets with their consumption-weighted arbeitspreis (kosten / priced energy). Energy without a price
 * (no tariff, or no market price yet) is left out of the price; the bucket's cost is then that price times
 * all of its energy, so kosten = arbeitspreis × verbrauch always holds. Buckets without any priced energy
 * have no price and no cost.
 */
export async function historieLesen(db: Db, a: HistorieAbfrage): Promise<HistorieEintrag[]> {
  if (a.intervall === 'hourly') {
    return (await stundenLesen(db, a)).map((s) => eintrag(s.verbrauch, s.bepreist, s.bepreist > 0 ? s.kosten : null, grenzeIso(s.von), grenzeIso(s.von + STUNDE_MS)));
  }
  return (await tagessummenLesen(db, { ...a, intervall: a.intervall })).map((z) => eintrag(z.verbrauch, z.bepreist ?? 0, z.kosten, grenzeIso(z.beginn), grenzeIso(z.ende)));
}

/** One bucket of the answer from its sums (see historieLesen). */
function eintrag(verbrauch: number, bepreist: number, kostenSumme: number | null, von: string, bis: string): HistorieEintrag {
  const arbeitspreis = bepreist > 0 && kostenSumme !== null ? kostenSumme / bepreist : null;
  const kosten = arbeitspreis === null ? null : Math.abs(bepreist - verbrauch) < 1e-9 ? kostenSumme : arbeitspreis * verbrauch;
  return {
    von,
    bis,
    verbrauch: kwhAusgeben(verbrauch),
    arbeitspreis: arbeitspreis === null ? null : preisAusgeben(arbeitspreis),
    kosten: kosten === null ? null : teilbetragAusgeben(kosten),
  };
}

/** The former SQL path of historieLesen, for the equality test of the Node one. */
export async function historieLesenSql(db: Db, a: HistorieAbfrage): Promise<HistorieEintrag[]> {
  const { rows } = await (a.intervall === 'hourly' ? stundenSql(a) : tagessummenSql(a)).execute(db);
  return rows.map((z) => eintrag(Number(z.verbrauch), z.bepreist === null ? 0 : Number(z.bepreist), z.kosten === null ? null : Number(z.kosten), zeitpunktIso(z.beginn), zeitpunktIso(z.ende)));
}
