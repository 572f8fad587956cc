import type { Kuendigungsart, Kuendigungsgrund, Kuendigungszeitpunkt } from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { KuendigungTabelle, TarifTabelle } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';

export async function tarifeLesen(db: Db, mandant: string, vertragId: string): Promise<Array<Selectable<TarifTabelle>>> {
  return db.selectFrom('tarif').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).orderBy('position').execute();
}

/**
 * Locks an (already ownership-checked) contract row for the rest of the transaction and reads it
 * afresh, so two submissions for one contract run one after the other.
 */
export async function vertragSperren(trx: Db, vertrag: VertragZeile): Promise<VertragZeile> {
  return trx.selectFrom('vertrag').selectAll().where('mandant', '=', vertrag.mandant).where('id', '=', vertrag.id).forUpdate().executeTakeFirstOrThrow();
}

export async function kuendigungLesen(db: Db, mandant: string, vertragId: string): Promise<Selectable<KuendigungTabelle> | undefined> {
  return db.selectFrom('kuendigung').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).executeTakeFirst();
}

export interface NeueKuendigung {
  mandant: string;
  vertragId: string;
  kundennummer: string;
  art: Kuendigungsart;
  zeitpunkt: Kuendigungszeitpunkt;
  grund: Kuendigungsgrund | null;
  datum: string;
  text: string | null;
  erstellt: Date;
}

/** Stores the termination and the desired end of supply; undefined when one exists already. */
export async function kuendigungSpeichern(trx: Db, k: NeueKuendigung): Promise<Selectable<KuendigungTabelle> | undefined> {
  const zeile = await trx
    .insertInto('kuendigung')
    .values({ mandant: k.mandant, vertrag_id: k.vertragId, kundennummer: k.kundennummer, art: k.art, zeitpunkt: k.zeitpunkt, grund: k.grund, datum: k.datum, text: k.text, erstellt: k.erstellt })
    .onConflict((oc) => oc.columns(['mandant', 'vertrag_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!zeile) return undefined;
  await trx.updateTable('vertrag').set({ gewuenschtes_lieferende: k.datum }).where('mandant', '=', k.mandant).where('id', '=', k.vertragId).execute();
  return zeile;
}
