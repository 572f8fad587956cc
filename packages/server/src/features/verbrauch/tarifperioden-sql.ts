import { UMSATZSTEUER_OHNE_BESTANDTEILE } from '@ekp/contract';
import { sql } from 'kysely';
import { naechsterTag } from '../../shared/intervall/tagespreise.ts';

/** A dynamic tariff's market price + aufschlag is net; the customer pays it with VAT (`kundenpreis` in the contract). */
export const MIT_UMSATZSTEUER = 1 + UMSATZSTEUER_OHNE_BESTANDTEILE;

/**
 * The contract's tariffs as gap-free instants (von, bis, dynamisch, preis): gueltigVon/gueltigBis are local
 * days (gueltigBis included), a tariff ends where the next one starts, open ends are ±infinity. preis is in
 * EUR/kWh: the arbeitspreis of a fixed tariff, the aufschlag of a dynamic one.
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
      case when ist_dynamisch then coalesce(aufschlag, 0) else arbeitspreis end as preis
    from tarif where mandant = ${a.mandant} and vertrag_id = ${a.vertragId}
    window w as (order by gueltig_von nulls first, position)`;
}

/** Whether one of the contract's fixed tariffs has an NT price: only then the day sums are not enough to price a day. */
export function hatNtSql(a: { mandant: string; vertragId: string }) {
  return sql<boolean>`exists (select 1 from tarif where mandant = ${a.mandant} and vertrag_id = ${a.vertragId} and not ist_dynamisch and arbeitspreis_nt is not null)`;
}

/** A contract's tariff rows as they are stored, for tarifperioden (gueltig_von, gueltig_bis, position, ist_dynamisch, aufschlag, arbeitspreis, arbeitspreis_nt). */
export type TarifRoh = [string | null, string | null, number, boolean, number | null, number, number | null];

/**
 * The JSON array of the contract's tariff rows, for the Node paths: computing the periods here in
 * SQL (window, sort, time zones) was a quarter of the 48-hour statement's planning.
 */
export function tarifeRohSql(a: { mandant: string; vertragId: string }) {
  return sql<TarifRoh[] | null>`(select json_agg(json_build_array(gueltig_von, gueltig_bis, position, ist_dynamisch, aufschlag, arbeitspreis, arbeitspreis_nt)) from tarif where mandant = ${a.mandant} and vertrag_id = ${a.vertragId})`;
}

/** A tariff period in local dates: from `von` (null: open) to before `bis` (null: open), as tarifperiodenSql. */
export interface Tarifperiode {
  von: string | null;
  bis: string | null;
  dynamisch: boolean;
  preis: number;
  /** A fixed tariff's NT price (kundenpreis applies it in the NT hours); null: one price all day, or dynamic. */
  preisNt: number | null;
}

/**
 * tarifperiodenSql in Node, in its window order (gueltig_von, open first, then position): a tariff ends the day
 * after gueltig_bis or where the next one starts, whichever is first.
 */
export function tarifperioden(zeilen: readonly TarifRoh[] | null): Tarifperiode[] {
  if (!zeilen) return [];
  const sortiert = [...zeilen].sort((x, y) => (x[0] === y[0] ? x[2] - y[2] : x[0] === null ? -1 : y[0] === null ? 1 : x[0] < y[0] ? -1 : 1));
  return sortiert.map(([von, bis, , dynamisch, aufschlag, arbeitspreis, arbeitspreisNt], i) => {
    const naechster = sortiert[i + 1]?.[0] ?? null;
    const ende = bis === null ? null : naechsterTag(bis);
    return {
      von,
      bis: ende === null ? naechster : naechster === null ? ende : ende < naechster ? ende : naechster,
      dynamisch,
      preis: dynamisch ? (aufschlag ?? 0) : arbeitspreis,
      preisNt: dynamisch ? null : (arbeitspreisNt ?? null),
    };
  });
}
