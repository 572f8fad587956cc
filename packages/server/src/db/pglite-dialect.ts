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

// PGlite is one connection. Kysely may ask for several (a transaction next to a plain query), so
// connections are handed out one at a time; a transaction holds the only one until it ends.
class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
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

  constructor(private readonly pg: PGlite) {
    this.verbindung = new PgliteConnection(pg);
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
    await this.pg.close();
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
