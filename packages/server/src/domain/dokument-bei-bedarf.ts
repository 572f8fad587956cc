import type { Mandant } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';

// Documents made from figures the portal stores (the billing information's PDF) are stored without their
// bytes and rendered the first time they are asked for, then kept: the same deterministic document, made
// when a customer wants it rather than for every contract at once. A feature that makes such documents
// registers its renderer by category; the document download and list ask here (features stay apart).

export interface OhneInhalt {
  id: string;
  kategorie: string;
  kundennummer: string;
  vertrag_id: string | null;
}

/** Renders a stored document's bytes from its stored figures; undefined when they are gone. */
export type Erzeuger = (db: Db, mandant: Mandant, dokument: OhneInhalt) => Promise<Uint8Array | undefined>;

const erzeuger = new Map<string, Erzeuger>();

export function erzeugerSetzen(kategorie: string, f: Erzeuger): void {
  erzeuger.set(kategorie, f);
}

/**
 * The bytes of a document stored without them: rendered by its category's renderer and kept, so the next ask
 * reads them. `db` must be the primary.
 */
export async function inhaltErzeugen(db: Db, mandant: Mandant, d: OhneInhalt): Promise<Buffer | undefined> {
  const f = erzeuger.get(d.kategorie);
  const bytes = f && (await f(db, mandant, d));
  if (!bytes) return undefined;
  const inhalt = Buffer.from(bytes);
  await db.updateTable('dokument').set({ inhalt, groesse: inhalt.length }).where('mandant', '=', mandant.key).where('id', '=', d.id).where('inhalt', 'is', null).execute();
  return inhalt;
}
