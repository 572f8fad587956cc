import type { Db } from '../db/verbinden.ts';

/** Kinds of entries the utility's billing system receives (docs/operations.md). */
export type OutboxArt =
  | 'kuendigung'
  | 'kuendigung_oeffentlich'
  | 'ablesung'
  | 'kontaktdaten'
  | 'rechnungsadresse'
  | 'rechnungsadresse_beendet'
  | 'rechnungsadresse_geloescht'
  | 'bankverbindung'
  | 'bankverbindung_beendet'
  | 'bankverbindung_geloescht'
  | 'kontaktanfrage'
  | 'umzug'
  | 'abschlag'
  | 'konto_gesperrt'
  | 'barrierefreiheit_rueckmeldung';

export interface OutboxEintrag {
  mandant: string;
  art: OutboxArt;
  /** Null only for a public termination that matched no customer and for feedback without login. */
  kundennummer: string | null;
  vertragId?: string | null;
  payload: unknown;
}

/** Call inside the transaction that stores the submission, so both land or neither. */
export async function inOutbox(trx: Db, e: OutboxEintrag): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      mandant: e.mandant,
      art: e.art,
      kundennummer: e.kundennummer,
      vertrag_id: e.vertragId ?? null,
      payload: JSON.stringify(e.payload),
    })
    .execute();
}
