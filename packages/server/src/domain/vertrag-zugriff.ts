import { texte } from '@ekp/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/verbinden.ts';
import { bauer, lesen, vorlage } from '../db/vorlage.ts';
import type { VertragTabelle } from '../db/tabellen.ts';
import type { Sitzung } from '../kern/sitzung.ts';
import { HttpFehler } from '../kern/http-fehler.ts';

export type VertragZeile = Selectable<VertragTabelle>;

// Every per-contract call makes this read: compiled once, a named statement on PostgreSQL (db/vorlage.ts).
const vertragFinden = vorlage(3, (mandant: string, kundennummer: string, id: string) =>
  bauer.selectFrom('vertrag').selectAll().where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).where('id', '=', id),
);

/**
 * The one ownership check for every per-contract endpoint: the contract must belong to the session's
 * customer in the session's tenant. Anything else, existing or not, is 404 so ids cannot be probed.
 */
export async function eigenerVertrag(db: Db, sitzung: Sitzung, vertragId: string): Promise<VertragZeile> {
  const [vertrag] = await lesen(db, vertragFinden(sitzung.mandant, sitzung.kundennummer, vertragId));
  if (!vertrag) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
  return vertrag;
}
