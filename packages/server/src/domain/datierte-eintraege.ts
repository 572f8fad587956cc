import { tagDanach } from '@ekp/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/verbinden.ts';
import type { RechnungsadresseTabelle, Tabellen } from '../db/tabellen.ts';
import { konflikt, nichtGefunden } from '../kern/http-fehler.ts';
import { texte } from '@ekp/contract';

/**
 * Validity over time of billing addresses and bank accounts (both tables share these columns). A scope
 * is the customer (vertragId null) or one contract; at any date at most one entry of a scope is valid.
 */
export type DatierteTabelle = 'rechnungsadresse' | 'bankverbindung';

export interface Geltungsbereich {
  mandant: string;
  kundennummer: string;
  vertragId: string | null;
}

interface Zeile {
  id: string;
  gueltig_von: string;
  gueltig_bis: string | null;
}

/**
 * A SQL date as YYYY-MM-DD. The database layer is set up to answer strings; this guards the date
 * comparisons below against a connection that answers Date objects (a PGlite clone without parsers).
 */
export function isoDatum(wert: string | Date): string;
export function isoDatum(wert: string | Date | null): string | null;
export function isoDatum(wert: string | Date | null): string | null {
  if (wert === null) return null;
  return typeof wert === 'string' ? wert.slice(0, 10) : wert.toISOString().slice(0, 10);
}

// Both tables have the same key and date columns; Kysely is told one name so the column types resolve.
const als = (t: DatierteTabelle) => t as 'rechnungsadresse';

export type DatierteZeile<T extends DatierteTabelle> = Selectable<Tabellen[T]>;
/** What a feature stores besides key, owner, scope and validity, which this module fills in. */
export type EigeneSpalten<T extends DatierteTabelle> = Omit<Insertable<Tabellen[T]>, 'mandant' | 'id' | 'kundennummer' | 'vertrag_id' | 'gueltig_von' | 'gueltig_bis' | 'erstellt'>;

/** The customer's entries, newest start first; `vertragId` narrows to one contract (null: the customer-wide ones). */
export async function eintraegeLesen<T extends DatierteTabelle>(db: Db, t: T, mandant: string, kundennummer: string, vertragId?: string | null): Promise<DatierteZeile<T>[]> {
  let q = db.selectFrom(als(t)).selectAll().where('mandant', '=', mandant).where('kundennummer', '=', kundennummer);
  if (vertragId === null) q = q.where('vertrag_id', 'is', null);
  else if (vertragId !== undefined) q = q.where('vertrag_id', '=', vertragId);
  return (await q.orderBy('gueltig_von', 'desc').orderBy('id').execute()) as DatierteZeile<T>[];
}

export async function eintragSpeichern<T extends DatierteTabelle>(
  trx: Db,
  t: T,
  b: Geltungsbereich,
  neu: { id: string; gueltigVon: string; gueltigBis: string | null; spalten: EigeneSpalten<T> },
): Promise<DatierteZeile<T>> {
  const werte = { ...neu.spalten, mandant: b.mandant, id: neu.id, kundennummer: b.kundennummer, vertrag_id: b.vertragId, gueltig_von: neu.gueltigVon, gueltig_bis: neu.gueltigBis };
  return (await trx.insertInto(als(t)).values(werte as Insertable<RechnungsadresseTabelle>).returningAll().executeTakeFirstOrThrow()) as DatierteZeile<T>;
}

function imBereich(db: Db, t: DatierteTabelle, b: Geltungsbereich) {
  const q = db.selectFrom(als(t)).select(['id', 'gueltig_von', 'gueltig_bis']).where('mandant', '=', b.mandant).where('kundennummer', '=', b.kundennummer);
  return b.vertragId === null ? q.where('vertrag_id', 'is', null) : q.where('vertrag_id', '=', b.vertragId);
}

async function zeilenImBereich(db: Db, t: DatierteTabelle, b: Geltungsbereich, id?: string): Promise<Zeile[]> {
  const q = imBereich(db, t, b);
  const zeilen = await (id === undefined ? q : q.where('id', '=', id)).execute();
  return zeilen.map((z) => ({ id: z.id, gueltig_von: isoDatum(z.gueltig_von), gueltig_bis: isoDatum(z.gueltig_bis) }));
}

/** Serialises changes of one customer's entries: concurrent requests would otherwise both see "no overlap". */
export async function kundeSperren(trx: Db, b: Geltungsbereich): Promise<void> {
  await trx.selectFrom('anschlussnutzer').select('kundennummer').where('mandant', '=', b.mandant).where('kundennummer', '=', b.kundennummer).forUpdate().execute();
}

interface Einordnung {
  /** gueltigBis of the new entry: the day before the next later start in the scope, else open. */
  gueltigBis: string | null;
  /** Entries the new one ends the day before its start. */
  beendet: string[];
  /** Not yet valid entries with the very same start, which the new one replaces. */
  ersetzt: string[];
}

/** Makes room for a new entry starting at `gueltigVon` (always in the future): see Einordnung. */
export async function neuenEintragEinordnen(trx: Db, t: DatierteTabelle, b: Geltungsbereich, gueltigVon: string): Promise<Einordnung> {
  const zeilen = await zeilenImBereich(trx, t, b);
  const ersetzt = zeilen.filter((z) => z.gueltig_von === gueltigVon).map((z) => z.id);
  const beendet = zeilen.filter((z) => z.gueltig_von < gueltigVon && (!z.gueltig_bis || z.gueltig_bis >= gueltigVon)).map((z) => z.id);
  const spaeter = zeilen.filter((z) => z.gueltig_von > gueltigVon).map((z) => z.gueltig_von).sort()[0];
  if (ersetzt.length) await trx.deleteFrom(als(t)).where('mandant', '=', b.mandant).where('id', 'in', ersetzt).execute();
  if (beendet.length) {
    await trx.updateTable(als(t)).set({ gueltig_bis: tagDanach(gueltigVon, -1) }).where('mandant', '=', b.mandant).where('id', 'in', beendet).execute();
  }
  return { gueltigBis: spaeter ? tagDanach(spaeter, -1) : null, beendet, ersetzt };
}

async function eintragFinden(trx: Db, t: DatierteTabelle, b: Geltungsbereich, id: string): Promise<Zeile> {
  const [zeile] = await zeilenImBereich(trx, t, b, id);
  if (!zeile) throw nichtGefunden(texte.allgemein.nichtGefunden);
  return zeile;
}

/**
 * SPEC §4 löschen: only while gueltigVon is after today. The predecessor that was ended the day before
 * the deleted entry started gets its old end back, so deleting undoes the planned change.
 */
export async function eintragLoeschen(trx: Db, t: DatierteTabelle, b: Geltungsbereich, id: string, heute: string, text409: string): Promise<void> {
  const zeile = await eintragFinden(trx, t, b, id);
  if (zeile.gueltig_von <= heute) throw konflikt(text409);
  await trx.deleteFrom(als(t)).where('mandant', '=', b.mandant).where('id', '=', id).execute();
  const vorgaenger = (await zeilenImBereich(trx, t, b)).find((z) => z.gueltig_bis === tagDanach(zeile.gueltig_von, -1));
  if (vorgaenger) await trx.updateTable(als(t)).set({ gueltig_bis: zeile.gueltig_bis }).where('mandant', '=', b.mandant).where('id', '=', vorgaenger.id).execute();
}

/** SPEC §4 beenden: only when gueltigVon is today or past and the entry does not already end by today; gueltigBis becomes today. */
export async function eintragBeenden(trx: Db, t: DatierteTabelle, b: Geltungsbereich, id: string, heute: string, text409: string): Promise<void> {
  const zeile = await eintragFinden(trx, t, b, id);
  if (zeile.gueltig_von > heute || (zeile.gueltig_bis !== null && zeile.gueltig_bis <= heute)) throw konflikt(text409);
  await trx.updateTable(als(t)).set({ gueltig_bis: heute }).where('mandant', '=', b.mandant).where('id', '=', id).execute();
}
