// pg's Query keeps its row set and protocol steps in underscore fields; this file works with them by their names.
/* eslint-disable no-underscore-dangle */
import { createRequire } from 'node:module';
import pg from 'pg';
import type { LesePool } from './verbinden.ts';

// pg's own conversion of a value for Bind (dates in local time with offset, arrays, buffers, JSON), so a statement
// sent here binds exactly what pg's Query would. pg ships the module without types.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(wert: unknown): unknown };

/** What a connection learnt of a named statement's rows on its first run: names, formats and parsers. */
interface Zeilenbeschreibung {
  text: string;
  fields: unknown[];
  parsers: unknown[];
  leer: Record<string, null>;
}

/** pg's Query as far as this file uses it (its row set and the steps of the extended protocol). */
interface PgQueryIntern {
  name: string;
  text: string;
  values: unknown[];
  portal: string;
  binary: boolean | undefined;
  rows: number | undefined;
  _result: { fields: unknown[]; _parsers: unknown[] | undefined; _prebuiltEmptyResultObject: Record<string, null> | null };
  _accumulateRows: boolean;
  _getRows(connection: Verbindung, rows: number | undefined): void;
  hasBeenParsed(connection: Verbindung): boolean;
  handleError(fehler: Error, connection: Verbindung): void;
}

/** pg's Connection (one per pooled client): the protocol messages sent here. */
interface Verbindung {
  bind(config: { portal: string; statement: string; values: unknown[]; binary: boolean | undefined; valueMapper: (wert: unknown) => unknown }): void;
  close(config: { type: 'S'; name: string }): void;
  sync(): void;
}

const beschreibungen = new WeakMap<Verbindung, Map<string, Zeilenbeschreibung>>();

/**
 * A named (prepared) statement that asks PostgreSQL for its row description once per connection. pg's Query sends
 * Describe with every run and rebuilds the row set's parsers from the answer, after copying the query config by
 * property descriptors: for the two reads of every authenticated request that was 42–54 µs of client CPU per pair,
 * now 32–42 (decision 0251). A named statement's columns cannot change on a connection without PostgreSQL refusing
 * the run ("cached plan must not change result type"), so the first description holds; after any error it is asked
 * for again. The first run of a name on a connection is pg's own; rows, errors and callbacks stay pg's.
 */
export class BenannteAbfrage extends (pg.Query as unknown as new (text: string) => object) {
  /** The connection this run went to: the description it brings back belongs to it. */
  #verbindung: Verbindung | undefined;

  constructor(name: string, text: string, werte: unknown[]) {
    // The text alone: pg copies an object config by property descriptors, a string not.
    super(text);
    const q = this as unknown as PgQueryIntern;
    q.name = name;
    q.values = werte;
  }

  prepare(connection: Verbindung): void {
    const q = this as unknown as PgQueryIntern;
    this.#verbindung = connection;
    const bekannt = beschreibungen.get(connection)?.get(q.name);
    if (!bekannt || bekannt.text !== q.text || !q.hasBeenParsed(connection)) return vorfahr.prepare.call(this, connection);
    try {
      connection.bind({ portal: q.portal, statement: q.name, values: q.values, binary: q.binary, valueMapper: prepareValue });
    } catch (fehler) {
      // As pg's Query: close what was begun, so the connection stays usable.
      connection.close({ type: 'S', name: q.name });
      connection.sync();
      q.handleError(fehler as Error, connection);
      return;
    }
    q._result.fields = bekannt.fields;
    q._result._parsers = bekannt.parsers;
    q._result._prebuiltEmptyResultObject = bekannt.leer;
    q._accumulateRows = true;
    q._getRows(connection, q.rows);
  }

  handleRowDescription(nachricht: unknown): void {
    vorfahr.handleRowDescription.call(this, nachricht);
    const q = this as unknown as PgQueryIntern;
    if (!this.#verbindung) return;
    let bekannt = beschreibungen.get(this.#verbindung);
    if (!bekannt) beschreibungen.set(this.#verbindung, (bekannt = new Map()));
    bekannt.set(q.name, { text: q.text, fields: q._result.fields, parsers: q._result._parsers!, leer: q._result._prebuiltEmptyResultObject! });
  }

  handleError(fehler: Error, connection: Verbindung): void {
    // Whatever failed, the next run on this connection asks for the description again.
    beschreibungen.get(connection)?.delete((this as unknown as PgQueryIntern).name);
    vorfahr.handleError.call(this, fehler, connection);
  }
}

const vorfahr = pg.Query.prototype as unknown as {
  prepare(c: Verbindung): void;
  handleRowDescription(m: unknown): void;
  handleError(f: Error, c: Verbindung): void;
};

/**
 * A read through a pg pool or the replicas' distributor (db/vorlage.ts `lesen`): on a pg pool a named statement
 * (`{ name, text }`) runs as a BenannteAbfrage, new for every run; the distributor does the same on the pool it picks.
 */
export function poolLesen(pool: LesePool, sql: string | { name: string; text: string }, werte: unknown[]): Promise<{ rows: unknown[] }> {
  if (typeof sql === 'string' || !(pool instanceof pg.Pool)) return pool.query(sql, werte);
  // Without a callback pg-pool answers a submittable with a promise of its result, as for any query; pg's types say otherwise.
  return pool.query(new BenannteAbfrage(sql.name, sql.text, werte) as unknown as pg.QueryConfig) as Promise<{ rows: unknown[] }>;
}
