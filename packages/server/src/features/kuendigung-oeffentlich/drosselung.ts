import { kuendigungOeffentlichTexte } from '@ekp/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../shared/http-fehler.ts';
import { ereignisMerken, istUeberschritten, type Grenze } from '../../shared/ratenbegrenzung.ts';

/** Per client address and hour: plenty for a household, too few to mail-bomb someone through the form. */
export const KUENDIGUNG_GRENZE = { max: 10, fensterMs: 60 * 60 * 1000 };

const grenze = (mandant: string, ip: string): Grenze => ({ mandant, bereich: 'kuendigung_oeffentlich', schluessel: [`ip:${ip}`], ...KUENDIGUNG_GRENZE });

/**
 * The one place this feature calls the shared rate limiter: refuses with 429 and Retry-After (the whole
 * window: the honest upper bound without reading the limiter's events), or returns the function that
 * counts this request inside the caller's transaction.
 */
export async function drosseln(db: Db, mandant: string, ip: string, jetzt: Date, reply: FastifyReply): Promise<(trx: Db) => Promise<void>> {
  const g = grenze(mandant, ip);
  if (await istUeberschritten(db, g, jetzt)) {
    reply.header('retry-after', String(Math.ceil(g.fensterMs / 1000)));
    throw new HttpFehler(429, kuendigungOeffentlichTexte.zuVieleAnfragen);
  }
  return (trx) => ereignisMerken(trx, g, jetzt);
}
