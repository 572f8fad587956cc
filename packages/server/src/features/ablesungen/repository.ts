import type { Kanal, Verbrauchsperiode, Zaehler } from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { AblesungTabelle } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';

export type AblesungZeile = Omit<Selectable<AblesungTabelle>, 'foto' | 'foto_datei'>;

// SQL of the ablesungen feature. Every query is scoped by tenant and contract; the caller has checked
// the contract belongs to the session's customer (eigenerVertrag).

export async function zaehlerLesen(db: Db, mandant: string, vertragId: string): Promise<Zaehler | undefined> {
  const z = await db
    .selectFrom('zaehler')
    .select(['nummer', 'kanaele'])
    .where('mandant', '=', mandant)
    .where('vertrag_id', '=', vertragId)
    .executeTakeFirst();
  return z ? { nummer: z.nummer, kanaele: z.kanaele as Kanal[] } : undefined;
}

/** Readings of a contract, newest first; `von`/`bis` are inclusive dates. Photos stay in the database. */
export async function ablesungenLesen(db: Db, mandant: string, vertragId: string, f: { von?: string; bis?: string; zaehlernummer?: string } = {}): Promise<AblesungZeile[]> {
  let q = db
    .selectFrom('ablesung')
    .select(['id', 'mandant', 'vertrag_id', 'zaehlernummer', 'ablesedatum', 'ablesewerte', 'ablesegrund', 'erfassungshinweis', 'ermittlungsart', 'ableseart', 'foto_mime', 'plausibel', 'erstellt'])
    .where('mandant', '=', mandant)
    .where('vertrag_id', '=', vertragId);
  if (f.von) q = q.where('ablesedatum', '>=', f.von);
  if (f.bis) q = q.where('ablesedatum', '<=', f.bis);
  if (f.zaehlernummer) q = q.where('zaehlernummer', '=', f.zaehlernummer);
  return q.orderBy('ablesedatum', 'desc').orderBy('id', 'desc').execute();
}

export async function verbraeucheLesen(db: Db, mandant: string, vertragId: string): Promise<Verbrauchsperiode[]> {
  const zeilen = await db
    .selectFrom('verbrauch')
    .select(['von', 'bis', 'summe', 'prognose', 'pro_kanal'])
    .where('mandant', '=', mandant)
    .where('vertrag_id', '=', vertragId)
    .execute();
  return zeilen.map((z) => ({ von: z.von, bis: z.bis, summe: z.summe, prognose: z.prognose, proKanal: z.pro_kanal }));
}

export interface NeueAblesung {
  mandant: string;
  vertragId: string;
  zaehlernummer: string;
  ablesedatum: string;
  ablesewerte: Record<string, number>;
  /** With `datei` the photo is a file already (foto-ablage.ts) and the row only names it. */
  foto: { daten: Buffer; mime: string; datei?: string | undefined } | undefined;
  plausibel: boolean;
  erstellt: Date;
}

/**
 * Stores the customer's reading unless one for that meter and day exists already (the table's unique key
 * decides, also between two requests racing each other). Returns the stored row, or undefined when the
 * day was taken.
 */
export async function kundenablesungEinfuegen(trx: Db, a: NeueAblesung): Promise<AblesungZeile | undefined> {
  return trx
    .insertInto('ablesung')
    .values({
      mandant: a.mandant,
      vertrag_id: a.vertragId,
      zaehlernummer: a.zaehlernummer,
      ablesedatum: a.ablesedatum,
      ablesewerte: JSON.stringify(a.ablesewerte),
      ermittlungsart: 'KUNDE',
      ableseart: 'KUNDE',
      foto: a.foto && !a.foto.datei ? a.foto.daten : null,
      foto_mime: a.foto?.mime ?? null,
      foto_datei: a.foto?.datei ?? null,
      plausibel: a.plausibel,
      erstellt: a.erstellt,
    })
    .onConflict((oc) => oc.columns(['mandant', 'vertrag_id', 'zaehlernummer', 'ablesedatum', 'ermittlungsart']).doNothing())
    .returning(['id', 'mandant', 'vertrag_id', 'zaehlernummer', 'ablesedatum', 'ablesewerte', 'ablesegrund', 'erfassungshinweis', 'ermittlungsart', 'ableseart', 'foto_mime', 'plausibel', 'erstellt'])
    .executeTakeFirst();
}

export async function kundenablesungAmTag(trx: Db, mandant: string, vertragId: string, zaehlernummer: string, ablesedatum: string): Promise<AblesungZeile | undefined> {
  return (await ablesungenLesen(trx, mandant, vertragId, { von: ablesedatum, bis: ablesedatum, zaehlernummer })).find((a) => a.ermittlungsart === 'KUNDE');
}
