import type { ImportAnschlussnutzer } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';
import { adresseSpalten } from '../domain/adress-spalten.ts';

type Rechnungsadresse = ImportAnschlussnutzer['rechnungsadressen'][number];
type Bankverbindung = ImportAnschlussnutzer['bankverbindungen'][number];
type Dokument = ImportAnschlussnutzer['dokumente'][number];

interface Nebendaten {
  rechnungsadressen: Rechnungsadresse[];
  bankverbindungen: Bankverbindung[];
  dokumente: Dokument[];
}

/** Billing addresses, bank accounts and documents, of the customer (vertragId null) or of one contract. */
export async function nebendatenSchreiben(trx: Db, mandant: string, kundennummer: string, vertragId: string | null, n: Nebendaten): Promise<void> {
  for (const r of n.rechnungsadressen) {
    const werte = {
      kundennummer,
      vertrag_id: vertragId,
      ...adresseSpalten(r),
      gueltig_von: r.gueltigVon,
      gueltig_bis: r.gueltigBis ?? null,
    };
    await trx.insertInto('rechnungsadresse').values({ mandant, id: r.id, ...werte }).onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet(werte)).execute();
  }
  for (const b of n.bankverbindungen) {
    // A German IBAN carries the bank code and account number: DEkk BBBBBBBB KKKKKKKKKK.
    const deutsch = b.iban.startsWith('DE') && b.iban.length === 22;
    const werte = {
      kundennummer,
      vertrag_id: vertragId,
      kontoinhaber: b.kontoinhaber,
      iban: b.iban,
      bic: b.bic ?? null,
      bankname: b.bankname ?? null,
      blz: deutsch ? b.iban.slice(4, 12) : null,
      kontonummer: deutsch ? b.iban.slice(12) : null,
      gueltig_von: b.gueltigVon,
      gueltig_bis: b.gueltigBis ?? null,
      lastschrifteinzug_erlaubt: b.lastschrifteinzugErlaubt,
      mandatsreferenz: b.mandatsreferenz ?? null,
    };
    await trx
      .insertInto('bankverbindung')
      .values({ mandant, id: b.bankverbindungId, ...werte })
      .onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet(werte))
      .execute();
  }
  for (const d of n.dokumente) {
    const inhalt = Buffer.from(d.inhalt, 'base64');
    const werte = {
      kundennummer,
      vertrag_id: vertragId,
      dateiname: d.dateiname,
      kategorie: d.kategorie,
      beschreibung: d.beschreibung ?? null,
      erstellzeitpunkt: d.erstellzeitpunkt,
      mime_type: d.mimeType,
      groesse: inhalt.length,
      inhalt,
    };
    await trx.insertInto('dokument').values({ mandant, id: d.id, ...werte }).onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet(werte)).execute();
  }
}
