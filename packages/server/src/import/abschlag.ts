import type { ImportVertrag } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';

/**
 * The contract's instalment as the billing system knows it. Like other records, one left out
 * of a later file stays; `abschlag: null` removes it (its change history stays).
 */
export async function abschlagSchreiben(trx: Db, mandant: string, v: ImportVertrag): Promise<void> {
  if (v.abschlag === undefined) return;
  if (v.abschlag === null) {
    await trx.deleteFrom('abschlag').where('mandant', '=', mandant).where('vertrag_id', '=', v.id).execute();
    return;
  }
  const werte = { betrag: v.abschlag.betrag, rhythmus: v.abschlag.rhythmus, naechste_faelligkeit: v.abschlag.naechsteFaelligkeit };
  await trx
    .insertInto('abschlag')
    .values({ mandant, vertrag_id: v.id, ...werte })
    .onConflict((oc) => oc.columns(['mandant', 'vertrag_id']).doUpdateSet(werte))
    .execute();
}
