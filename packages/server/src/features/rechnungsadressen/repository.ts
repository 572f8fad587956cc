import { randomUUID } from 'node:crypto';
import type { Rechnungsadresse, RechnungsadresseEingabe } from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import type { RechnungsadresseTabelle } from '../../db/tabellen.ts';
import { isoDatum, type Geltungsbereich } from '../../shared/datierte-eintraege.ts';

type Zeile = Selectable<RechnungsadresseTabelle>;

export function alsAdresse(z: Zeile): Rechnungsadresse {
  return {
    id: z.id,
    vertragId: z.vertrag_id,
    anrede: z.anrede as Rechnungsadresse['anrede'],
    titel: z.titel,
    vorname: z.vorname,
    nachname: z.nachname,
    firma: z.firma,
    co: z.co,
    strasse: z.strasse,
    hausnummer: z.hausnummer,
    postfach: z.postfach,
    postleitzahl: z.postleitzahl,
    ort: z.ort,
    land: z.land,
    gueltigVon: isoDatum(z.gueltig_von),
    gueltigBis: isoDatum(z.gueltig_bis),
  };
}

/** The customer's addresses; `nurVertrag` narrows to one contract, `nurKunde` to the customer-wide ones. */
export async function adressenLesen(db: Db, mandant: string, kundennummer: string, filter: { vertragId?: string | null } = {}): Promise<Rechnungsadresse[]> {
  let q = db.selectFrom('rechnungsadresse').selectAll().where('mandant', '=', mandant).where('kundennummer', '=', kundennummer);
  if (filter.vertragId === null) q = q.where('vertrag_id', 'is', null);
  else if (filter.vertragId !== undefined) q = q.where('vertrag_id', '=', filter.vertragId);
  const zeilen = await q.orderBy('gueltig_von', 'desc').orderBy('id').execute();
  return zeilen.map(alsAdresse);
}

/** The address of the scope valid today, if any. */
export async function aktuelleAdresse(db: Db, b: Geltungsbereich, heute: string): Promise<Rechnungsadresse | undefined> {
  const alle = await adressenLesen(db, b.mandant, b.kundennummer, { vertragId: b.vertragId });
  return alle.find((a) => a.gueltigVon <= heute && (!a.gueltigBis || a.gueltigBis >= heute));
}

export async function adresseSpeichern(trx: Db, b: Geltungsbereich, a: RechnungsadresseEingabe, gueltigBis: string | null): Promise<Rechnungsadresse> {
  const zeile = await trx
    .insertInto('rechnungsadresse')
    .values({
      mandant: b.mandant,
      id: `RA-${randomUUID()}`,
      kundennummer: b.kundennummer,
      vertrag_id: b.vertragId,
      anrede: a.anrede,
      titel: a.titel ?? null,
      vorname: a.vorname ?? null,
      nachname: a.nachname ?? null,
      firma: a.firma ?? null,
      co: a.co ?? null,
      strasse: a.strasse ?? null,
      hausnummer: a.hausnummer ?? null,
      postfach: a.postfach ?? null,
      postleitzahl: a.postleitzahl,
      ort: a.ort,
      land: a.land,
      gueltig_von: a.gueltigVon,
      gueltig_bis: gueltigBis,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return alsAdresse(zeile);
}
