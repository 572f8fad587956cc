import { abrechnungsinformationTexte as t, zeitraumTitel, type Abrechnungsinformation, type Mandant } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { ereignisMelden } from '../../domain/benachrichtigungen/melden.ts';
import { abrechnungsinformationPdf } from './pdf.ts';

/** The document id of an information: short and stable, so a rerun replaces rather than adds. */
export const dokumentId = (vertragNr: number, id: string) => `abrinfo-${vertragNr}-${id}`;

/** Puts the information's PDF under Dokumente (or replaces it after a correction). */
export async function dokumentSchreiben(db: Db, mandant: Mandant, v: { nr: number; id: string; kundennummer: string }, info: Abrechnungsinformation, jetzt: Date): Promise<string> {
  const inhalt = Buffer.from(await abrechnungsinformationPdf(mandant, info));
  const id = dokumentId(v.nr, info.id);
  const werte = {
    dateiname: t.dateiname(info.id),
    kategorie: t.dokumentKategorie,
    beschreibung: `${t.einzeltitel} ${zeitraumTitel(info)}`,
    erstellzeitpunkt: jetzt,
    mime_type: 'application/pdf',
    groesse: inhalt.length,
    inhalt,
  };
  await db
    .insertInto('dokument')
    .values({ mandant: mandant.key, id, kundennummer: v.kundennummer, vertrag_id: v.id, ...werte })
    .onConflict((oc) => oc.columns(['mandant', 'id']).doUpdateSet({ ...werte, erstellzeitpunkt: (eb) => eb.ref('dokument.erstellzeitpunkt') }))
    .execute();
  return id;
}

/**
 * Tells the customer through the notification model (centre, push, mail as chosen; quiet hours). The key is
 * the document's (`dokument:<id>`), so the daily "new document" run finds it announced and adds nothing.
 */
export async function melden(db: Db, mandant: string, kundennummer: string, vertragId: string, dokument: string, monat: string, jetzt: Date): Promise<void> {
  const n = t.nachricht(monat);
  await ereignisMelden(db, mandant, `dokument:${dokument}`, [{ kundennummer, nachricht: { ereignis: 'dokument', titel: n.titel, text: n.text, link: `/vertrag/${encodeURIComponent(vertragId)}/abrechnungsinformationen/${monat}` } }], jetzt);
}
