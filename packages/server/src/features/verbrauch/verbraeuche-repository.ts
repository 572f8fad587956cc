import { aufJahrHochgerechnet, type Verbrauchszeitraum } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

/** SPEC §3 consumption periods of a contract, oldest first; von/bis (days) keep the periods that overlap them. */
export async function verbraeucheLesen(db: Db, mandant: string, vertragId: string, zeitraum: { von?: string; bis?: string }): Promise<Verbrauchszeitraum[]> {
  let abfrage = db
    .selectFrom('verbrauch')
    .select(['von', 'bis', 'summe', 'prognose', 'pro_kanal'])
    .where('mandant', '=', mandant)
    .where('vertrag_id', '=', vertragId);
  if (zeitraum.von) abfrage = abfrage.where('bis', '>=', zeitraum.von);
  if (zeitraum.bis) abfrage = abfrage.where('von', '<=', zeitraum.bis);
  const zeilen = await abfrage.orderBy('von').orderBy('bis').execute();
  return zeilen.map((z) => ({
    von: z.von,
    bis: z.bis,
    summe: z.summe,
    summeJahr: Math.round(aufJahrHochgerechnet(z.summe, z.von, z.bis) * 1000) / 1000,
    prognose: z.prognose,
    proKanal: z.pro_kanal,
  }));
}
