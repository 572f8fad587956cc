import { randomUUID } from 'node:crypto';
import type { Bankverbindung, IbanPruefung } from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import type { BankverbindungTabelle } from '../../db/tabellen.ts';
import { isoDatum, type Geltungsbereich } from '../../shared/datierte-eintraege.ts';
import { istIbanPruefsummeGueltig } from './iban-pruefung.ts';

type Zeile = Selectable<BankverbindungTabelle>;

export function alsBankverbindung(z: Zeile): Bankverbindung {
  return {
    bankverbindungId: z.id,
    vertragId: z.vertrag_id,
    kontoinhaber: z.kontoinhaber,
    iban: z.iban,
    bic: z.bic,
    bankname: z.bankname,
    blz: z.blz,
    kontonummer: z.kontonummer,
    gueltigVon: isoDatum(z.gueltig_von),
    gueltigBis: isoDatum(z.gueltig_bis),
    lastschrifteinzugErlaubt: z.lastschrifteinzug_erlaubt,
    mandatsreferenz: z.mandatsreferenz,
    valide: istIbanPruefsummeGueltig(z.iban),
  };
}

/** The customer's bank accounts; `vertragId` narrows to one contract (null: the customer-wide ones). */
export async function bankverbindungenLesen(db: Db, mandant: string, kundennummer: string, filter: { vertragId?: string | null } = {}): Promise<Bankverbindung[]> {
  let q = db.selectFrom('bankverbindung').selectAll().where('mandant', '=', mandant).where('kundennummer', '=', kundennummer);
  if (filter.vertragId === null) q = q.where('vertrag_id', 'is', null);
  else if (filter.vertragId !== undefined) q = q.where('vertrag_id', '=', filter.vertragId);
  const zeilen = await q.orderBy('gueltig_von', 'desc').orderBy('id').execute();
  return zeilen.map(alsBankverbindung);
}

export async function aktuelleBankverbindung(db: Db, b: Geltungsbereich, heute: string): Promise<Bankverbindung | undefined> {
  const alle = await bankverbindungenLesen(db, b.mandant, b.kundennummer, { vertragId: b.vertragId });
  return alle.find((k) => k.gueltigVon <= heute && (!k.gueltigBis || k.gueltigBis >= heute));
}

export interface NeueBankverbindung {
  kontoinhaber: string;
  pruefung: IbanPruefung & { iban: string };
  gueltigVon: string;
  gueltigBis: string | null;
  lastschrifteinzugErlaubt: boolean;
  mandatsreferenz: string | null;
}

export async function bankverbindungSpeichern(trx: Db, b: Geltungsbereich, n: NeueBankverbindung): Promise<Bankverbindung> {
  const zeile = await trx
    .insertInto('bankverbindung')
    .values({
      mandant: b.mandant,
      id: `BV-${randomUUID()}`,
      kundennummer: b.kundennummer,
      vertrag_id: b.vertragId,
      kontoinhaber: n.kontoinhaber,
      iban: n.pruefung.iban,
      bic: n.pruefung.bic,
      bankname: n.pruefung.bankname,
      blz: n.pruefung.blz,
      kontonummer: n.pruefung.kontonummer,
      gueltig_von: n.gueltigVon,
      gueltig_bis: n.gueltigBis,
      lastschrifteinzug_erlaubt: n.lastschrifteinzugErlaubt,
      mandatsreferenz: n.mandatsreferenz,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return alsBankverbindung(zeile);
}
