import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { nurLesend, type Lesespeicher } from './lesespeicher.ts';

// PGlite is one connection. Kysely may ask for several (a transaction next to a plain query), so
// connections are handed out one at a time; a transaction holds the only one until it ends.
class PgliteConnection implements DatabaseConnection {
  constructor(
    private readonly pg: PGlite,
    private readonly speicher: Lesespeicher | undefined,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Before the statement runs: a read queued behind it must not keep what it read before the write.
    if (this.speicher && !nurLesend(query.sql)) this.speicher.geschrieben();
    const res = await this.pg.query<R>(query.sql, [...query.parameters]);
    const betroffen = res.affectedRows ?? 0;
    return { rows: res.rows, ...(betroffen > 0 || res.rows.length === 0 ? { numAffectedRows: BigInt(betroffen) } : {}) };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming wird mit PGlite nicht unterstützt');
  }
}

class PgliteDriver implements Driver {
  private warteschlange: Promise<void> = Promise.resolve();
  private readonly verbindung: PgliteConnection;

  constructor(
    private readonly pg: PGlite,
    speicher: Lesespeicher | undefined,
    private readonly offenLassen: boolean,
  ) {
    this.verbindung = new PgliteConnection(pg, speicher);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let freigeben!: () => void;
    const vorher = this.warteschlange;
    this.warteschlange = new Promise<void>((r) => (freigeben = r));
    await vorher;
    this.freigaben.push(freigeben);
    return this.verbindung;
  }

  private readonly freigaben: Array<() => void> = [];

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.freigaben.shift()?.();
  }

  async destroy(): Promise<void> {
    if (!this.offenLassen) await this.pg.close();
  }
}

export class PgliteDialect implements Dialect {
  /** `speicher` is told of every statement that may write (db/lesespeicher.ts); `offenLassen`: destroy() leaves the PGlite open (the tests' pool). */
  constructor(
    private readonly pg: PGlite,
    private readonly speicher?: Lesespeicher,
    private readonly offenLassen = false,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.pg, this.speicher, this.offenLassen);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
