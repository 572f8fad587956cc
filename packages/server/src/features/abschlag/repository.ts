import { sql, type Selectable } from 'kysely';
import type { AbschlagAenderungTabelle, AbschlagTabelle, TarifTabelle } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';
import { bauer, lesen, vorlage } from '../../db/vorlage.ts';

// The Abschlag page's reads, compiled once and sent as named statements on PostgreSQL (db/vorlage.ts): the page is
// among the most opened, and Kysely's builder and PostgreSQL's planner cost more than these key reads themselves.
const abschlagFinden = vorlage(2, (mandant: string, vertragId: string) => bauer.selectFrom('abschlag').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId));
const zeitraumFinden = vorlage(2, (mandant: string, vertragId: string) =>
  bauer.selectFrom('verbrauch').select(['von', 'bis', 'summe']).where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).where('prognose', 'is', false).orderBy('bis', 'desc').limit(sql.lit(1)),
);
const tarifeFinden = vorlage(2, (mandant: string, vertragId: string) => bauer.selectFrom('tarif').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).orderBy('position'));
const aenderungenFinden = vorlage(2, (mandant: string, vertragId: string) =>
  bauer.selectFrom('abschlag_aenderung').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).orderBy('id', 'desc').limit(sql.lit(20)),
);

export async function abschlagLesen(db: Db, mandant: string, vertragId: string, sperren = false): Promise<Selectable<AbschlagTabelle> | undefined> {
  if (sperren) return db.selectFrom('abschlag').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).forUpdate().executeTakeFirst();
  return (await lesen(db, abschlagFinden(mandant, vertragId)))[0];
}

/** The last billed period: the newest consumption period that is not a forecast. */
export async function letzterAbrechnungszeitraum(db: Db, mandant: string, vertragId: string) {
  return (await lesen(db, zeitraumFinden(mandant, vertragId)))[0];
}

export async function tarifeLesen(db: Db, mandant: string, vertragId: string): Promise<Array<Selectable<TarifTabelle>>> {
  return lesen(db, tarifeFinden(mandant, vertragId));
}

export async function aenderungenLesen(db: Db, mandant: string, vertragId: string): Promise<Array<Selectable<AbschlagAenderungTabelle>>> {
  return lesen(db, aenderungenFinden(mandant, vertragId));
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
