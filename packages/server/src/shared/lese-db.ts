import type { Db } from '../db/verbinden.ts';
import type { Sitzung } from '../kern/sitzung.ts';
import type { Dienste } from './dienste.ts';

/**
 * The database for a read that tolerates a few hundred milliseconds of lag: interval
 * data, daily sums, prices, documents and contracts, all written by the utility's imports. It is a read
 * replica (db/replikate.ts) when DATABASE_READ_URL names one, unless the session wrote within the last
 * EKP_REPLIKAT_MAX_LAG (kern/sitzung.ts pins it): then the primary, so the customer sees their own
 * write. The session check, logins and anything read to decide a write always use `dienste.db`.
 */
export function leseDb(dienste: Pick<Dienste, 'db' | 'replikate'>, sitzung: Pick<Sitzung, 'primaer'>): Db {
  return dienste.replikate && !sitzung.primaer ? dienste.replikate.db : dienste.db;
}
