import { nachrichten } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { ereignisMelden } from '../../domain/benachrichtigungen/melden.ts';

/**
 * Event "a new document": documents arrive by import; the daily run tells each customer of the
 * documents of the last seven days (key `dokument:<id>`, so a document is announced once however often it runs).
 * Documents whose entry is in the centre already (e.g. the monthly billing information's, announced as they
 * are made) are left out, the rest go in one call (a few statements per 5,000) instead of one per document.
 * Returns how many were not announced yet.
 */
export async function neueDokumenteMelden(db: Db, mandant: string, jetzt: Date): Promise<number> {
  const seit = new Date(jetzt.getTime() - 7 * 24 * 3600_000);
  const { rows: dokumente } = await sql<{ id: string; kundennummer: string; dateiname: string }>`
    select d.id, d.kundennummer, d.dateiname from dokument d
    where d.mandant = ${mandant} and d.erstellzeitpunkt >= ${seit} and d.erstellzeitpunkt <= ${jetzt}
      and not exists (select 1 from benachrichtigung b where b.mandant = d.mandant and b.kundennummer = d.kundennummer and b.schluessel = 'dokument:' || d.id)
    order by d.erstellzeitpunkt, d.id`.execute(db);
  await ereignisMelden(
    db,
    mandant,
    'dokument',
    dokumente.map((d) => ({ kundennummer: d.kundennummer, schluessel: `dokument:${d.id}`, nachricht: nachrichten.dokument(d.dateiname) })),
    jetzt,
  );
  return dokumente.length;
}
