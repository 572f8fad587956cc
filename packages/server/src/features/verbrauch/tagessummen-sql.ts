import { berlinDatum } from '@ekp/contract';
import { sql } from 'kysely';
import type { HistorieAbfrage, Zeile } from './historie-abfrage.ts';
import { MIT_UMSATZSTEUER, mitUmsatzsteuerSql, tarifperiodenSql } from './tarifperioden-sql.ts';

/**
 * Daily and monthly history from the day sums of `intervall_tag` (one row per contract, channel and local
 * day, migration 0060; the market sums kept current by its writer and the price trigger): a year is 365 rows
 * instead of 35,040 quarter hours.
 * The tariff applies per day — tariffs change on day bounds: a fixed one prices the day's energy with its
 * arbeitspreis (a net one with the VAT of the day and Sparte); a dynamic one adds the aufschlag to the market cost of
 * the energy that has a market price, with VAT.
 * The range is taken in whole local days. A fixed tariff's NT price is applied only by the Node paths
 * (kundenpreis per quarter hour); this reference and stundenSql price every hour at the arbeitspreis.
 */
export function tagessummenSql(a: HistorieAbfrage) {
  return tagessummenAusdruck(a.intervall === 'monthly' ? 'monthly' : 'daily', a.mandant, a.vertragNr, a.vertragId, berlinDatum(a.von.getTime()), berlinDatum(a.bis.getTime() - 1));
}

/** The statement with the values apart (db/vorlage.ts builds it once per mode with markers). */
export function tagessummenAusdruck(intervall: 'daily' | 'monthly', mandant: string, vertragNr: number, vertragId: string, vonTag: string, bisTag: string) {
  const einheit = sql.raw(intervall === 'monthly' ? `'month'` : `'day'`);
  const dauer = sql.raw(intervall === 'monthly' ? `interval '1 month'` : `interval '1 day'`);
  return sql<Zeile>`
    with tp as materialized (${tarifperiodenSql({ mandant, vertragId })}),
    t as (
      select d.tag, d.summe / 1000.0::float8 as verbrauch, d.markt_energie, d.markt_kosten, coalesce(tp.dynamisch, false) as dynamisch, tp.preis,
        case when tp.netto then ${mitUmsatzsteuerSql(sql`d.tag`, sql`tp.sparte`)} else 1 end as ust
      from intervall_tag d
      left join tp on d.tag::timestamp at time zone 'Europe/Berlin' >= tp.von and d.tag::timestamp at time zone 'Europe/Berlin' < tp.bis
      where d.mandant = ${mandant} and d.vertrag_nr = ${vertragNr} and d.kanal = 'BEZUG' and d.tag >= ${vonTag}::date and d.tag <= ${bisTag}::date
    ),
    eimer as (
      select date_trunc(${einheit}, tag::timestamp) as schluessel,
        sum(verbrauch) as verbrauch,
        sum(case when preis is null then null when dynamisch then markt_energie else verbrauch end) as bepreist,
        sum(case when preis is null then null when dynamisch then (markt_kosten + preis * markt_energie) * ${sql.lit(MIT_UMSATZSTEUER)}::float8 else verbrauch * preis * ust end) as kosten
      from t group by 1
    )
    select schluessel at time zone 'Europe/Berlin' as beginn, (schluessel + ${dauer}) at time zone 'Europe/Berlin' as ende, verbrauch, bepreist, kosten
    from eimer order by schluessel`;
}
