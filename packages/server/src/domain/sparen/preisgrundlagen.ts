import { aktuellerTarif, bruttoPreis, umsatzsteuerSatz, type IsoDatum, PreisbestandteileWerteSchema, ProduktSchema, type Mandant, type Preisbestandteile, type Preisung, type Produkt } from '@ekp/contract';
import { sql, type Selectable } from 'kysely';
import type { TarifTabelle } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';
import { tarifAusZeile } from '../tarif-zeile.ts';

// What prices a contract's quarter hours — its tariff, the tenant's components, market prices.

export type TarifZeile = Selectable<TarifTabelle>;

export async function tarifZeilenLesen(db: Db, mandant: string, vertragId: string): Promise<TarifZeile[]> {
  return db.selectFrom('tarif').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).orderBy('position').execute();
}

/** tarifZeilenLesen for many contracts in one statement, by contract id (each in `position` order). */
export async function tarifZeilenMehrererLesen(db: Db, mandant: string, vertragIds: readonly string[]): Promise<Map<string, TarifZeile[]>> {
  const aus = new Map<string, TarifZeile[]>(vertragIds.map((id) => [id, []]));
  if (vertragIds.length === 0) return aus;
  const zeilen = await db.selectFrom('tarif').selectAll().where('mandant', '=', mandant).where('vertrag_id', 'in', [...vertragIds]).orderBy('vertrag_id').orderBy('position').execute();
  for (const z of zeilen) aus.get(z.vertrag_id)?.push(z);
  return aus;
}

/** The tariff valid at an instant (SPEC's rule of the contract pages). */
export function tarifZu(zeilen: readonly TarifZeile[], jetzt: Date): TarifZeile | undefined {
  const tarif = aktuellerTarif(zeilen.map(tarifAusZeile), jetzt);
  return tarif ? zeilen[zeilen.map(tarifAusZeile).findIndex((t) => t.name === tarif.name && t.gueltigVon === tarif.gueltigVon)] : undefined;
}

/** A tenant's components by id (null: none stored); the tenant's default id when none is given. */
export async function bestandteileLesen(db: Db, mandant: Mandant | string, id: string | null | undefined): Promise<Preisbestandteile | null> {
  return (await bestandteileMehrererLesen(db, mandant, [id]))(id);
}

/** bestandteileLesen for several ids in one statement (none when no id names any): each id's components. */
export async function bestandteileMehrererLesen(db: Db, mandant: Mandant | string, ids: ReadonlyArray<string | null | undefined>): Promise<(id: string | null | undefined) => Preisbestandteile | null> {
  const key = typeof mandant === 'string' ? mandant : mandant.key;
  const name = (id: string | null | undefined) => id ?? (typeof mandant === 'string' ? undefined : mandant.sparen.preisbestandteile);
  const namen = [...new Set(ids.map(name).filter((n): n is string => !!n))];
  const zeilen = namen.length === 0 ? [] : await db.selectFrom('preisbestandteile').select(['id', 'daten']).where('mandant', '=', key).where('id', 'in', namen).execute();
  const je = new Map(zeilen.map((z) => [z.id, PreisbestandteileWerteSchema.parse(z.daten)]));
  return (id) => je.get(name(id) ?? '') ?? null;
}

export async function produkteLesen(db: Db, mandant: string): Promise<Produkt[]> {
  const zeilen = await db.selectFrom('produkt').select('daten').where('mandant', '=', mandant).orderBy('id').execute();
  return zeilen.map((z) => ProduktSchema.parse(z.daten));
}

/** Market prices starting in [von, bis) as ms instants, in time order (one row of arrays, as viertelstunden.ts). */
export async function marktpreiseLesen(db: Db, mandant: string, von: Date, bis: Date): Promise<Array<{ von: number; bis: number; preis: number }>> {
  const { rows } = await sql<{ v: number[] | null; b: number[] | null; p: number[] | null }>`
    select array_agg(date_part('epoch', von)::float8 order by von) as v, array_agg(date_part('epoch', bis)::float8 order by von) as b,
      array_agg(preis order by von) as p
    from marktpreis where mandant = ${mandant} and von >= ${von} and von < ${bis}`.execute(db);
  const z = rows[0];
  if (!z?.v || !z.b || !z.p) return [];
  return z.v.map((v, i) => ({ von: Math.round(Number(v) * 1000), bis: Math.round(Number(z.b![i]) * 1000), preis: Number(z.p![i]) }));
}

/** Fixed prices read net (ALLES_INKLUSIVE_NETTO, REINER_ENERGIEPREIS) get the VAT of the day; gross ones stay. */
const brutto = (netto: boolean, satz: number) => (x: number) => (netto ? bruttoPreis(x, satz) : x);

/**
 * A contract tariff as the comparison prices it (HT/NT when it has an NT price, with the default NT times),
 * gross: its `tariftyp` says whether its figures already include VAT. A dynamic tariff is priced all-in
 * (VAT included) from the market price, as SPEC §9 reads it.
 */
export function tarifAlsPreisung(t: TarifZeile, bestandteile: Preisbestandteile | null, heute: IsoDatum): Preisung {
  const b = brutto(!t.ist_dynamisch && t.tariftyp !== 'ALLES_INKLUSIVE_BRUTTO', umsatzsteuerSatz(heute));
  return {
    art: t.ist_dynamisch ? 'DYNAMISCH' : t.arbeitspreis_nt !== null ? 'HTNT' : 'FEST',
    grundpreis: b(t.grundpreis),
    arbeitspreis: b(t.arbeitspreis),
    arbeitspreisNT: t.arbeitspreis_nt === null ? null : b(t.arbeitspreis_nt),
    ntVon: '22:00',
    ntBis: '06:00',
    aufschlag: t.aufschlag ?? 0,
    bestandteile,
  };
}

/** A catalogue product as the comparison prices it, gross: `preisbasis` NETTO gets the VAT of the day. */
export function produktAlsPreisung(p: Produkt, bestandteile: Preisbestandteile | null, heute: IsoDatum): Preisung {
  const b = brutto(p.art !== 'DYNAMISCH' && p.preisbasis === 'NETTO', umsatzsteuerSatz(heute));
  return {
    art: p.art,
    grundpreis: b(p.grundpreis),
    arbeitspreis: b(p.arbeitspreis ?? 0),
    arbeitspreisNT: p.arbeitspreisNT == null ? null : b(p.arbeitspreisNT),
    ntVon: p.ntVon,
    ntBis: p.ntBis,
    aufschlag: p.aufschlag ?? 0,
    bestandteile,
  };
}
