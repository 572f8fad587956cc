import { UMSATZSTEUER_OHNE_BESTANDTEILE } from '@ekp/contract';
import { sql } from 'kysely';

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
