import type { Verbrauchsperiode } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

/** Earlier readings of the meter before `vor` (those we flagged implausible are no yardstick) and the consumption periods. */
export async function vergleichswerte(db: Db, mandant: string, vertragId: string, zaehlernummer: string, vor: string) {
  const [fruehere, verbraeuche] = await Promise.all([
    db
      .selectFrom('ablesung')
      .select(['ablesedatum', 'ablesewerte', 'plausibel'])
      .where('mandant', '=', mandant)
      .where('vertrag_id', '=', vertragId)
      .where('zaehlernummer', '=', zaehlernummer)
      .where('ablesedatum', '<', vor)
      .execute(),
    db.selectFrom('verbrauch').select(['von', 'bis', 'summe', 'prognose', 'pro_kanal']).where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).execute(),
  ]);
  return {
    fruehere: fruehere.filter((a) => a.plausibel !== false).map((a) => ({ ablesedatum: a.ablesedatum, werte: a.ablesewerte })),
    verbraeuche: verbraeuche.map((v): Verbrauchsperiode => ({ von: v.von, bis: v.bis, summe: v.summe, prognose: v.prognose, proKanal: v.pro_kanal })),
  };
}
