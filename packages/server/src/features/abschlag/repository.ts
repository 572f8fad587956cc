import type { Selectable } from 'kysely';
import type { AbschlagAenderungTabelle, AbschlagTabelle, TarifTabelle } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';

export async function abschlagLesen(db: Db, mandant: string, vertragId: string, sperren = false): Promise<Selectable<AbschlagTabelle> | undefined> {
  const abfrage = db.selectFrom('abschlag').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId);
  return (sperren ? abfrage.forUpdate() : abfrage).executeTakeFirst();
}

/** The last billed period: the newest consumption period that is not a forecast. */
export async function letzterAbrechnungszeitraum(db: Db, mandant: string, vertragId: string) {
  return db
    .selectFrom('verbrauch')
    .select(['von', 'bis', 'summe'])
    .where('mandant', '=', mandant)
    .where('vertrag_id', '=', vertragId)
    .where('prognose', '=', false)
    .orderBy('bis', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function tarifeLesen(db: Db, mandant: string, vertragId: string): Promise<Array<Selectable<TarifTabelle>>> {
  return db.selectFrom('tarif').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).orderBy('position').execute();
}

export async function aenderungenLesen(db: Db, mandant: string, vertragId: string): Promise<Array<Selectable<AbschlagAenderungTabelle>>> {
  return db.selectFrom('abschlag_aenderung').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).orderBy('id', 'desc').limit(20).execute();
}

export interface NeueAenderung {
  mandant: string;
  vertragId: string;
  kundennummer: string;
  betragAlt: number;
  betragNeu: number;
  gueltigAb: string;
  erstellt: Date;
}

export async function abschlagAendern(trx: Db, a: NeueAenderung): Promise<void> {
  await trx.updateTable('abschlag').set({ betrag: a.betragNeu }).where('mandant', '=', a.mandant).where('vertrag_id', '=', a.vertragId).execute();
  await trx
    .insertInto('abschlag_aenderung')
    .values({ mandant: a.mandant, vertrag_id: a.vertragId, kundennummer: a.kundennummer, betrag_alt: a.betragAlt, betrag_neu: a.betragNeu, gueltig_ab: a.gueltigAb, erstellt: a.erstellt })
    .execute();
}
