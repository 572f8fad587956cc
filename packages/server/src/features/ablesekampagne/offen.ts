import { tagDanach } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { STICHTAG_SPANNE_TAGE } from '../../domain/ablesemeldung/pruefen.ts';

export interface OffeneAblesung {
  codeId: number;
  kampagneId: number;
  vertragId: string;
  kundennummer: string;
  stichtag: string;
  frist: string;
  /** Whether the campaign's first notice and the reminder were recorded already. */
  benachrichtigt: { beginn: boolean; frist: boolean };
}

/** The first day a campaign reading counts: the earliest reading date the form accepts. */
export const kampagnenBeginn = (stichtag: string) => tagDanach(stichtag, -STICHTAG_SPANNE_TAGE);

/**
 * Codes whose reading is still open on `heute`: the campaign has begun (Stichtag − 14 days), the code is
 * valid, and neither a report through the code (or staff) nor a signed-in reading of the meter within the
 * Stichtag ± 14 days exists. A signed-in reading in that window is the campaign's reading like any other.
 * With `kundennummer` only that customer's; the tenant is always part of the query.
 */
export async function offeneAblesungen(db: Db, mandant: string, heute: string, kundennummer?: string): Promise<OffeneAblesung[]> {
  const spanne = STICHTAG_SPANNE_TAGE;
  let abfrage = db
    .selectFrom('ablesecode as c')
    .innerJoin('ablesekampagne as k', (j) => j.onRef('k.mandant', '=', 'c.mandant').onRef('k.id', '=', 'c.kampagne_id'))
    .select(['c.id', 'c.kampagne_id', 'c.vertrag_id', 'c.kundennummer', 'k.stichtag', 'k.frist', 'c.benachrichtigt_beginn', 'c.benachrichtigt_frist'])
    .where('c.mandant', '=', mandant)
    .where('c.gueltig_bis', '>=', heute)
    .where(sql<boolean>`k.stichtag - ${spanne}::int <= ${heute}::date`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('ablesemeldung as m').select(sql.lit(1).as('x')).whereRef('m.mandant', '=', 'c.mandant').whereRef('m.kampagne_id', '=', 'c.kampagne_id').whereRef('m.vertrag_id', '=', 'c.vertrag_id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ablesung as a')
            .select(sql.lit(1).as('x'))
            .whereRef('a.mandant', '=', 'c.mandant')
            .whereRef('a.vertrag_id', '=', 'c.vertrag_id')
            .whereRef('a.zaehlernummer', '=', 'c.zaehlernummer')
            .where(sql<boolean>`a.ablesedatum between k.stichtag - ${spanne}::int and k.stichtag + ${spanne}::int`),
        ),
      ),
    );
  if (kundennummer !== undefined) abfrage = abfrage.where('c.kundennummer', '=', kundennummer);
  const zeilen = await abfrage.orderBy('k.frist').orderBy('c.vertrag_id').execute();
  return zeilen.map((z) => ({
    codeId: Number(z.id), kampagneId: Number(z.kampagne_id), vertragId: z.vertrag_id, kundennummer: z.kundennummer, stichtag: z.stichtag, frist: z.frist,
    benachrichtigt: { beginn: z.benachrichtigt_beginn !== null, frist: z.benachrichtigt_frist !== null },
  }));
}
