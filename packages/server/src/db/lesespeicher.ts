/**
 * The answers of the reads every authenticated request makes (the session, the customer), kept in memory
 * on PGlite only, until the next write. PGlite is one database in one process (db/sperre.ts
 * refuses a second), and every statement passes through this process's PgliteDialect, which calls
 * `geschrieben()` before any statement that is not a plain SELECT: so a logout, password change, block or
 * import empties the store before its own statement runs, and the next request reads the database again.
 * PostgreSQL has no such store: there other processes write too (docs/entscheidungen/).
 */
export class Lesespeicher {
  /** Counts writes: a read that saw a write begin while it waited is not kept. */
  private stand = 0;
  private readonly eintraege = new Map<string, unknown>();

  constructor(private readonly hoechstens = 10_000) {}

  geschrieben(): void {
    this.stand++;
    this.eintraege.clear();
  }

  /**
   * The stored answer under `schluessel`, or `laden`'s, kept (frozen) if no write began meanwhile and
   * `behalten` agrees (a read that found nothing is not kept: guessed tokens would crowd out real sessions).
   */
  async lesen<T>(schluessel: string, laden: () => Promise<T>, behalten: (wert: T) => boolean = () => true): Promise<T> {
    if (this.eintraege.has(schluessel)) return this.eintraege.get(schluessel) as T;
    const stand = this.stand;
    const wert = await laden();
    if (stand === this.stand && behalten(wert)) {
      // A full store is emptied rather than tracked entry by entry: it fills again at one read per customer.
      if (this.eintraege.size >= this.hoechstens) this.eintraege.clear();
      this.eintraege.set(schluessel, einfrieren(wert));
    }
    return wert;
  }
}

/** Frozen, so a handler that changed a kept answer would fail in every test instead of leaking into the next request. */
function einfrieren<T>(wert: T): T {
  if (wert && typeof wert === 'object' && !Object.isFrozen(wert)) {
    Object.freeze(wert);
    for (const teil of Object.values(wert)) einfrieren(teil);
  }
  return wert;
}

/** True for a statement that cannot change data: a SELECT (no data-changing CTE, no SELECT … INTO). */
export function nurLesend(sqlText: string): boolean {
  return /^\s*select\b/i.test(sqlText) && !/\binto\b/i.test(sqlText);
}
