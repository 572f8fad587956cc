import type { Dokument } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

const SPALTEN = ['id', 'dateiname', 'kategorie', 'beschreibung', 'vertrag_id', 'erstellzeitpunkt', 'groesse', 'mime_type'] as const;

/** The customer's documents (without their bytes), newest first; `vertragId` narrows to one contract. */
export async function dokumenteLesen(db: Db, mandant: string, kundennummer: string, vertragId?: string): Promise<Dokument[]> {
  let q = db.selectFrom('dokument').select(SPALTEN).where('mandant', '=', mandant).where('kundennummer', '=', kundennummer);
  if (vertragId !== undefined) q = q.where('vertrag_id', '=', vertragId);
  const zeilen = await q.orderBy('erstellzeitpunkt', 'desc').orderBy('id').execute();
  return zeilen.map((z) => ({
    id: z.id,
    dateiname: z.dateiname,
    kategorie: z.kategorie,
    beschreibung: z.beschreibung,
    vertragId: z.vertrag_id,
    erstellzeitpunkt: new Date(z.erstellzeitpunkt).toISOString(),
    groesse: z.groesse,
    mimeType: z.mime_type,
  }));
}

/** One document with its bytes, only when it is the session customer's own. */
export async function dokumentMitInhalt(db: Db, mandant: string, kundennummer: string, id: string) {
  return db
    .selectFrom('dokument')
    .select(['dateiname', 'mime_type', 'inhalt'])
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .where('id', '=', id)
    .executeTakeFirst();
}
