// The history queries as they were (one row per interval in `lastgang`, daily sums in
// `lastgang_tag`), kept verbatim for `npm run bench:speicher`'s old-vs-new comparison only.
import { datumVon } from '@ekp/contract';
import { sql } from 'kysely';
import type { HistorieAbfrage, Zeile } from './historie-repository.ts';
import { tarifperiodenSql } from '../../src/features/verbrauch/tarifperioden-sql.ts';

/**
 * Daily and monthly history from `lastgang_tag` (one row per contract and local day, kept current by
 * triggers, migration 0005_intervall_tagessummen): a year is 365 rows instead of 35,040 quarter hours.
 * The tariff applies per day — tariffs change on day bounds: a fixed one prices the day's energy with its
 * arbeitspreis; a dynamic one adds the aufschlag to the market cost of the energy that has a market price.
 * The range is taken in whole local days.
 */
export function tagessummenSql(a: HistorieAbfrage) {
  const einheit = sql.raw(a.intervall === 'monthly' ? `'month'` : `'day'`);
  const dauer = sql.raw(a.intervall === 'monthly' ? `interval '1 month'` : `interval '1 day'`);
  const vonTag = datumVon(a.von);
  const bisTag = datumVon(new Date(a.bis.getTime() - 1));
  return sql<Zeile>`
    with tp as materialized (${tarifperiodenSql(a)}),
    t as (
      select d.tag, d.verbrauch, d.markt_energie, d.markt_kosten, coalesce(tp.dynamisch, false) as dynamisch, tp.preis
      from lastgang_tag d
      left join tp on d.tag::timestamp at time zone 'Europe/Berlin' >= tp.von and d.tag::timestamp at time zone 'Europe/Berlin' < tp.bis
      where d.vertrag_nr = ${a.vertragNr} and d.tag >= ${vonTag}::date and d.tag <= ${bisTag}::date
    ),
    eimer as (
      select date_trunc(${einheit}, tag::timestamp) as schluessel,
        sum(verbrauch) as verbrauch,
        sum(case when preis is null then null when dynamisch then markt_energie else verbrauch end) as bepreist,
        sum(case when preis is null then null when dynamisch then markt_kosten + preis * markt_energie else verbrauch * preis end) as kosten
      from t group by 1
    )
    select schluessel at time zone 'Europe/Berlin' as beginn, (schluessel + ${dauer}) at time zone 'Europe/Berlin' as ende, verbrauch, bepreist, kosten
    from eimer order by schluessel`;
}
