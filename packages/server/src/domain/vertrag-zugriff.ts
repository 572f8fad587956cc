import { texte } from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/verbinden.ts';
import type { VertragTabelle } from '../db/tabellen.ts';
import type { Sitzung } from '../kern/sitzung.ts';
import { HttpFehler } from '../kern/http-fehler.ts';

export type VertragZeile = Selectable<VertragTabelle>;

/**
 * The one ownership check for every per-contract endpoint: the contract must belong to the session's
 * customer in the session's tenant. Anything else, existing or not, is 404 so ids cannot be probed.
 */
export async function eigenerVertrag(db: Db, sitzung: Sitzung, vertragId: string): Promise<VertragZeile> {
  const vertrag = await db
    .selectFrom('vertrag')
    .selectAll()
    .where('mandant', '=', sitzung.mandant)
    .where('kundennummer', '=', sitzung.kundennummer)
    .where('id', '=', vertragId)
    .executeTakeFirst();
  if (!vertrag) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
  return vertrag;
}
