import type { Dokument, Mandant } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { inhaltErzeugen } from '../../domain/dokument-bei-bedarf.ts';

const SPALTEN = ['id', 'dateiname', 'kategorie', 'beschreibung', 'vertrag_id', 'erstellzeitpunkt', 'groesse', 'mime_type', 'kundennummer'] as const;

/**
 * The customer's documents (without their bytes), newest first; `vertragId` narrows to one contract. One stored
 * without its bytes yet is rendered first (domain/dokument-bei-bedarf.ts), so its size is the real one.
 */
export async function dokumenteLesen(db: Db, primaer: Db, mandant: Mandant, kundennummer: string, vertragId?: string): Promise<Dokument[]> {
  let q = db.selectFrom('dokument').select(SPALTEN).where('mandant', '=', mandant.key).where('kundennummer', '=', kundennummer);
  if (vertragId !== undefined) q = q.where('vertrag_id', '=', vertragId);
  const zeilen = await q.orderBy('erstellzeitpunkt', 'desc').orderBy('id').execute();
  for (const z of zeilen) if (z.groesse === null) z.groesse = (await inhaltErzeugen(primaer, mandant, z))?.length ?? 0;
  return zeilen.map((z) => ({
    id: z.id,
    dateiname: z.dateiname,
    kategorie: z.kategorie,
    beschreibung: z.beschreibung,
    vertragId: z.vertrag_id,
    erstellzeitpunkt: new Date(z.erstellzeitpunkt).toISOString(),
    groesse: z.groesse ?? 0,
    mimeType: z.mime_type,
  }));
}

/** One document with its bytes (rendered now when stored without them), only when it is the session customer's own. */
export async function dokumentMitInhalt(db: Db, primaer: Db, mandant: Mandant, kundennummer: string, id: string) {
  const z = await db
    .selectFrom('dokument')
    .select(['id', 'kategorie', 'kundennummer', 'vertrag_id', 'dateiname', 'mime_type', 'inhalt'])
    .where('mandant', '=', mandant.key)
    .where('kundennummer', '=', kundennummer)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!z) return undefined;
  const inhalt = z.inhalt ?? (await inhaltErzeugen(primaer, mandant, z));
  return inhalt ? { dateiname: z.dateiname, mime_type: z.mime_type, inhalt } : undefined;
}
