import { UMSATZSTEUER_ABWEICHUNGEN, UMSATZSTEUER_OHNE_BESTANDTEILE, UMSATZSTEUER_REGELSATZ, umsatzsteuerSatz } from '@ekp/contract';
import { sql, type RawBuilder } from 'kysely';
import { naechsterTag } from '../../domain/intervall/tagespreise.ts';

/** A dynamic tariff's market price + aufschlag is net; the customer pays it with VAT (`kundenpreis` in the contract). */
export const MIT_UMSATZSTEUER = 1 + UMSATZSTEUER_OHNE_BESTANDTEILE;

/**
 * A fixed tariff's price is net unless its tariftyp says gross (SPEC §9): the history shows a household what it
 * pays, so a net price gets the VAT of the delivery day and Sparte (umsatzsteuerSatz; 7 % for gas in 2022/2024).
 */
export const mitUmsatzsteuerAmTag = (tag: string, sparte: string): number => 1 + umsatzsteuerSatz(tag, sparte);

/**
 * mitUmsatzsteuerAmTag in SQL, for a date expression and a Sparte expression: a case over the money module's
 * table, so the SQL reference and the Node paths read the same rates.
 */
export function mitUmsatzsteuerSql(tag: RawBuilder<unknown>, sparte: RawBuilder<unknown>) {
  const faelle = UMSATZSTEUER_ABWEICHUNGEN.map(
    (a) => sql`when ${sparte} = ${sql.lit(a.sparte)} and ${tag} between ${sql.lit(a.von)}::date and ${sql.lit(a.bis)}::date then ${sql.lit(1 + a.satz)}::float8`,
  );
  return sql<number>`(case ${sql.join(faelle, sql` `)} else ${sql.lit(1 + UMSATZSTEUER_REGELSATZ)}::float8 end)`;
}

/** Whether a stored tariff row's fixed price is net (every fixed type but ALLES_INKLUSIVE_BRUTTO). */
const NETTO_SQL = sql`(not ist_dynamisch and tariftyp <> 'ALLES_INKLUSIVE_BRUTTO')`;
/** The contract's Sparte (vertrag.versorgungsart), for a tariff row. */
const SPARTE_SQL = sql`(select versorgungsart from vertrag v where v.mandant = tarif.mandant and v.id = tarif.vertrag_id)`;

/**
 * The contract's tariffs as gap-free instants (von, bis, dynamisch, preis, netto, sparte): gueltigVon/gueltigBis
 * are local days (gueltigBis included), a tariff ends where the next one starts, open ends are ±infinity. preis
 * is in EUR/kWh: the arbeitspreis of a fixed tariff (net when `netto`), the aufschlag of a dynamic one.
 */
export function tarifperiodenSql(a: { mandant: string; vertragId: string }) {
  return sql`
    select
      coalesce(gueltig_von::timestamp at time zone 'Europe/Berlin', '-infinity') as von,
      least(
        coalesce((gueltig_bis + 1)::timestamp at time zone 'Europe/Berlin', 'infinity'),
        coalesce((lead(gueltig_von) over w)::timestamp at time zone 'Europe/Berlin', 'infinity')
      ) as bis,
      ist_dynamisch as dynamisch,
      case when ist_dynamisch then coalesce(aufschlag, 0) else arbeitspreis end as preis,
      ${NETTO_SQL} as netto,
      ${SPARTE_SQL} as sparte
    from tarif where mandant = ${a.mandant} and vertrag_id = ${a.vertragId}
    window w as (order by gueltig_von nulls first, position)`;
}

/** Whether one of the contract's fixed tariffs has an NT price: only then the day sums are not enough to price a day. */
export function hatNtSql(a: { mandant: string; vertragId: string }) {
  return sql<boolean>`exists (select 1 from tarif where mandant = ${a.mandant} and vertrag_id = ${a.vertragId} and not ist_dynamisch and arbeitspreis_nt is not null)`;
}

/** A contract's tariff rows as they are stored, for tarifperioden (gueltig_von, gueltig_bis, position, ist_dynamisch, aufschlag, arbeitspreis, arbeitspreis_nt, netto, sparte). */
export type TarifRoh = [string | null, string | null, number, boolean, number | null, number, number | null, boolean, string];

/**
 * The JSON array of the contract's tariff rows, for the Node paths: computing the periods here in
 * SQL (window, sort, time zones) was a quarter of the 48-hour statement's planning.
 */
export function tarifeRohSql(a: { mandant: string; vertragId: string }) {
  return sql<TarifRoh[] | null>`(select json_agg(json_build_array(gueltig_von, gueltig_bis, position, ist_dynamisch, aufschlag, arbeitspreis, arbeitspreis_nt, ${NETTO_SQL}, ${SPARTE_SQL})) from tarif where mandant = ${a.mandant} and vertrag_id = ${a.vertragId})`;
}

/** A tariff period in local dates: from `von` (null: open) to before `bis` (null: open), as tarifperiodenSql. */
export interface Tarifperiode {
  von: string | null;
  bis: string | null;
  dynamisch: boolean;
  preis: number;
  /** A fixed tariff's NT price (kundenpreis applies it in the NT hours); null: one price all day, or dynamic. */
  preisNt: number | null;
  /** A fixed tariff's prices are net: the history adds the delivery day's VAT (mitUmsatzsteuerAmTag). */
  netto: boolean;
  /** The contract's versorgungsart. */
  sparte: string;
}

/**
 * tarifperiodenSql in Node, in its window order (gueltig_von, open first, then position): a tariff ends the day
 * after gueltig_bis or where the next one starts, whichever is first.
 */
export function tarifperioden(zeilen: readonly TarifRoh[] | null): Tarifperiode[] {
  if (!zeilen) return [];
  const sortiert = [...zeilen].sort((x, y) => (x[0] === y[0] ? x[2] - y[2] : x[0] === null ? -1 : y[0] === null ? 1 : x[0] < y[0] ? -1 : 1));
  return sortiert.map(([von, bis, , dynamisch, aufschlag, arbeitspreis, arbeitspreisNt, netto, sparte], i) => {
    const naechster = sortiert[i + 1]?.[0] ?? null;
    const ende = bis === null ? null : naechsterTag(bis);
    return {
      von,
      bis: ende === null ? naechster : naechster === null ? ende : ende < naechster ? ende : naechster,
      dynamisch,
      preis: dynamisch ? (aufschlag ?? 0) : arbeitspreis,
      preisNt: dynamisch ? null : (arbeitspreisNt ?? null),
      netto,
      sparte,
    };
  });
}
