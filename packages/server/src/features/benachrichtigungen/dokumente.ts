import { nachrichten } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { ereignisMelden } from '../../domain/benachrichtigungen/melden.ts';

/**
 * Event "a new document": documents arrive by import; the daily run tells each customer of the
 * documents of the last seven days (key `dokument:<id>`, so a document is announced once however often it runs).
 */
export async function neueDokumenteMelden(db: Db, mandant: string, jetzt: Date): Promise<number> {
  const seit = new Date(jetzt.getTime() - 7 * 24 * 3600_000);
  const dokumente = await db.selectFrom('dokument').select(['id', 'kundennummer', 'dateiname']).where('mandant', '=', mandant).where('erstellzeitpunkt', '>=', seit).where('erstellzeitpunkt', '<=', jetzt).execute();
  for (const d of dokumente) await ereignisMelden(db, mandant, `dokument:${d.id}`, [{ kundennummer: d.kundennummer, nachricht: nachrichten.dokument(d.dateiname) }], jetzt);
  return dokumente.length;
}
