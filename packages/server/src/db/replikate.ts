import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { istDatenbankAusfall } from './ausfall.ts';
import { poolLesen } from './benannte-abfrage.ts';
import { poolErstellen, ueberPool, type Db, type LesePool, type Verbindungsziel } from './verbinden.ts';

export interface ReplikatOptionen extends Omit<Verbindungsziel, 'databaseUrl' | 'datenverzeichnis'> {
  /** DATABASE_READ_URL, split at the commas. */
  urls: string[];
  /** EKP_REPLIKAT_MAX_LAG in seconds. */
  maxLagS: number;
  /** The primary's pool: its WAL position is the yardstick, and every read falls back to it. */
  primaer: pg.Pool;
  /** Told when a replica stops or starts serving (one log line per change, not per check). */
  beiWechsel?: ((url: string, nutzbar: boolean, grund: string) => void) | undefined;
}

/** A pg_lsn text ("16/B374D848") as a number that compares. */
export function lsnZahl(lsn: string): bigint {
  const [hoch, tief] = lsn.split('/');
  return (BigInt(`0x${hoch}`) << 32n) | BigInt(`0x${tief}`);
}

/** SQLSTATE 40001 is also a replica cancelling a read that conflicts with replay: the primary answers it. */
function primaerFragen(fehler: unknown): boolean {
  return istDatenbankAusfall(fehler) || (fehler as { code?: unknown }).code === '40001';
}

interface Replikat {
  url: string;
  pool: pg.Pool;
  /** performance.now() of the newest primary sample the replica had replayed at its last check. */
  aktuellSeit: number;
  /** Set by a failed read or check; the next good check clears it. */
  gestoert: boolean;
  nutzbar: boolean;
}

/**
 * The read replicas of DATABASE_READ_URL. Every check interval each server process
 * samples the primary's WAL position (pg_current_wal_lsn) and then each replica's replayed position: a
 * replica that has replayed the position the primary had at time t holds every write committed before t,
 * so its lag is at most now − t, counted up from that moment until a later check proves it newer. This
 * needs no clock shared between machines and stays honest when the replica stops replaying or the check
 * itself hangs: the lag only grows. A replica is used while that bound is within EKP_REPLIKAT_MAX_LAG and
 * its last check and reads succeeded; a read that fails on it for a connection reason (killed, restarted,
 * cancelled by replay) is run again on the primary, so the customer gets an answer either way.
 */
export class Replikate {
  readonly db: Db;
  private readonly replikate: Replikat[];
  private readonly maxLagMs: number;
  private proben: { zeit: number; lsn: bigint }[] = [];
  private naechstes = 0;
  private readonly takt: NodeJS.Timeout;
  private laeuft: Promise<void> | undefined;

  constructor(private readonly o: ReplikatOptionen) {
    this.maxLagMs = o.maxLagS * 1000;
    this.replikate = o.urls.map((url) => ({
      url,
      pool: poolErstellen({ ...o, databaseUrl: url, anwendung: o.anwendung ?? 'ekp-lesen' }),
      aktuellSeit: -Infinity,
      gestoert: false,
      nutzbar: false,
    }));
    this.db = ueberPool(this.verteiler());
    // A quarter of the allowed lag, so a healthy replica is proven current well within it; at most 4 per second.
    this.takt = setInterval(() => void this.pruefen(), Math.max(250, this.maxLagMs / 4));
    this.takt.unref();
  }

  /** One check of all replicas (also run by the tests, and once before the first read). */
  pruefen(): Promise<void> {
    this.laeuft ??= this.einmalPruefen().finally(() => (this.laeuft = undefined));
    return this.laeuft;
  }

  private async einmalPruefen(): Promise<void> {
    const zeit = performance.now();
    try {
      const r = await this.o.primaer.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      this.proben.push({ zeit, lsn: lsnZahl(r.rows[0]!.lsn) });
    } catch {
      // Without the primary's position nothing is proven; the replicas' bounds grow until it answers.
    }
    // Samples older than twice the allowed lag cannot make a replica usable again.
    this.proben = this.proben.filter((p) => p.zeit >= zeit - 2 * this.maxLagMs - 1000);
    await Promise.all(this.replikate.map((r) => this.replikatPruefen(r)));
  }

  private async replikatPruefen(r: Replikat): Promise<void> {
    try {
      const z = (await r.pool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn')).rows[0]!;
      // NULL: not in recovery, i.e. the URL names a primary (a test set-up or a promoted replica): current by definition.
      const stand = z.lsn === null ? undefined : lsnZahl(z.lsn);
      for (const p of this.proben) if ((stand === undefined || p.lsn <= stand) && p.zeit > r.aktuellSeit) r.aktuellSeit = p.zeit;
      r.gestoert = false;
      this.bewerten(r, 'Prüfung');
    } catch (e) {
      this.stoerung(r, e);
    }
  }

  private lagMs(r: Replikat): number {
    return performance.now() - r.aktuellSeit;
  }

  private bewerten(r: Replikat, grund: string): boolean {
    const nutzbar = !r.gestoert && this.lagMs(r) <= this.maxLagMs;
    if (nutzbar !== r.nutzbar) {
      r.nutzbar = nutzbar;
      this.o.beiWechsel?.(r.url, nutzbar, r.gestoert ? grund : `Verzögerung ${Math.round(this.lagMs(r))} ms`);
    }
    return nutzbar;
  }

  private stoerung(r: Replikat, e: unknown): void {
    r.gestoert = true;
    this.bewerten(r, (e as { code?: string }).code ?? (e as Error).message);
  }

  /** A usable replica, in turn; none when all fail or lag (then the primary reads). */
  waehlen(): Replikat | undefined {
    for (let i = 0; i < this.replikate.length; i++) {
      const r = this.replikate[(this.naechstes + i) % this.replikate.length]!;
      if (this.bewerten(r, 'Prüfung')) {
        this.naechstes = (this.naechstes + i + 1) % this.replikate.length;
        return r;
      }
    }
    return undefined;
  }

  /** How the replicas stand, for a log line or a test. */
  zustand(): { url: string; nutzbar: boolean; lagMs: number }[] {
    return this.replikate.map((r) => ({ url: r.url, nutzbar: this.bewerten(r, 'Prüfung'), lagMs: Math.round(this.lagMs(r)) }));
  }

  async schliessen(): Promise<void> {
    clearInterval(this.takt);
    await this.laeuft;
    await Promise.all(this.replikate.map((r) => r.pool.end()));
  }

  /** Runs a read on a replica; on a connection failure there, once more on the primary. */
  private async lesen<T>(r: Replikat | undefined, ausfuehren: (pool: pg.Pool) => Promise<T>): Promise<T> {
    if (!r) return ausfuehren(this.o.primaer);
    try {
      return await ausfuehren(r.pool);
    } catch (e) {
      if (!primaerFragen(e)) throw e;
      this.stoerung(r, e);
      return ausfuehren(this.o.primaer);
    }
  }

  /**
   * The pool Kysely and db/vorlage.ts `lesen` see: each connection is taken from a usable replica or else
   * the primary. Only single reads are sent here (shared/lese-db.ts): a write would fail on a replica, and a
   * transaction's statements could be split between replica and primary by the fallback.
   */
  private verteiler(): PostgresPool & LesePool {
    return {
      query: (sqlText, werte) => this.lesen(this.waehlen(), (p) => poolLesen(p, sqlText, werte)),
      connect: async (): Promise<PostgresPoolClient> => {
        const r = this.waehlen();
        if (!r) return this.o.primaer.connect();
        let client: pg.PoolClient;
        try {
          client = await r.pool.connect();
        } catch (e) {
          if (!primaerFragen(e)) throw e;
          this.stoerung(r, e);
          return this.o.primaer.connect();
        }
        let kaputt: Error | undefined;
        const lesen = async (sqlText: string, werte?: unknown[]) => {
          try {
            return await client.query(sqlText, werte);
          } catch (e) {
            if (!primaerFragen(e)) throw e;
            kaputt = e as Error;
            this.stoerung(r, e);
            return this.o.primaer.query(sqlText, werte);
          }
        };
        return {
          // A cursor (streaming) stays on the replica's connection; nothing of ours streams a replica read.
          query: ((sqlText: unknown, werte?: unknown[]) =>
            typeof sqlText === 'string' ? lesen(sqlText, werte) : client.query(sqlText as never)) as unknown as PostgresPoolClient['query'],
          // A connection that failed under a read is destroyed, not returned to the replica's pool.
          release: () => client.release(kaputt),
        };
      },
      end: async () => {},
    };
  }
}
