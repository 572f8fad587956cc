import { CompiledQuery, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Compilable, type RawBuilder } from 'kysely';
import type { Tabellen } from './tabellen.ts';
import { poolLesen } from './benannte-abfrage.ts';
import { lesespeicherVon, poolVon, type Db } from './verbinden.ts';

/** Builds and compiles queries only (Kysely's documented cold setup): templates are made before any database is open. */
export const bauer = new Kysely<Tabellen>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * A template's query with its values. Kysely's node tree and query id (CompiledQuery.raw freezes three
 * objects and makes an id per call) are made only when Kysely runs it (PGlite, a transaction); the pool
 * path of `lesen` needs the SQL text and the values alone.
 */
class Vorlagenabfrage<R> implements CompiledQuery<R> {
  #roh: CompiledQuery | undefined;

  constructor(
    readonly sql: string,
    readonly parameters: readonly unknown[],
    /** The template's statement name on PostgreSQL (see `lesen`). */
    readonly name: string,
  ) {}

  get query(): CompiledQuery['query'] {
    return (this.#roh ??= CompiledQuery.raw(this.sql, [...this.parameters])).query;
  }

  get queryId(): CompiledQuery['queryId'] {
    return (this.#roh ??= CompiledQuery.raw(this.sql, [...this.parameters])).queryId;
  }
}

/**
 * A query built and compiled once, run many times with new values: for the reads every authenticated
 * request makes (the session check, the customer). Kysely's builder and compiler cost about as much
 * CPU per request as the rest of the edge (measured in a CPU profile); the SQL text never changes, only the
 * values do. `bauen` gets a distinct marker for each value, so the order in the SQL does not matter.
 */
export function vorlage<W extends unknown[], R>(anzahl: W['length'], bauen: (...werte: W) => Compilable<R>): (...werte: W) => CompiledQuery<R> {
  const { text, stellen } = kompilieren(anzahl, bauen);
  const name = `vorlage_${++vorlagen}`;
  return (...werte) => new Vorlagenabfrage<R>(text, stellen.map((i) => werte[i]), name);
}

// Numbers the templates of this process: a name stands for one text on every connection of its pool.
let vorlagen = 0;

/** The SQL text of a template and, per parameter, which of the values it takes. */
function kompilieren<W extends unknown[], R>(anzahl: number, bauen: (...werte: W) => Compilable<R>): { text: string; stellen: number[] } {
  const marken = Array.from({ length: anzahl }, (_, i) => `\u0000vorlage-${i}`);
  const kompiliert = bauen(...(marken as W)).compile();
  const stellen = kompiliert.parameters.map((wert) => {
    const i = marken.indexOf(wert as string);
    // A constant in the builder would be frozen into every run: refuse it at start, not later.
    if (i === -1) throw new Error(`vorlage: Parameter ${String(wert)} ist keine Marke`);
    return i;
  });
  return { text: kompiliert.sql, stellen };
}

/** A raw `sql` expression as a template's builder (it compiles against the builder-only Kysely). */
export const roh = <R>(ausdruck: RawBuilder<R>): Compilable<R> => ({ compile: () => ausdruck.compile(bauer) });

const namen = new Map<string, string>();

/**
 * A template run as a named (prepared) statement on PostgreSQL: each pooled connection parses and analyses
 * the text once, and PostgreSQL may then reuse a generic plan instead of planning every call
 * (planning the history's statement over its month partitions cost more than running it). For long reads
 * that many requests make with new values; `name` must be unique in the process. PGlite and transactions
 * run the text as an ordinary statement (no read store: the caller's rows are not kept, see `lesen`).
 */
export function vorbereitet<W extends unknown[], R>(name: string, anzahl: W['length'], bauen: (...werte: W) => Compilable<R>): (db: Db, ...werte: W) => Promise<R[]> {
  const { text, stellen } = kompilieren(anzahl, bauen);
  // pg refuses a name reused with another text only when both meet on one connection: refuse it at start.
  if (namen.has(name) && namen.get(name) !== text) throw new Error(`vorbereitet: Name ${name} ist schon vergeben`);
  namen.set(name, text);
  return async (db, ...werte) => {
    const parameter = stellen.map((i) => werte[i]);
    const pool = poolVon(db);
    if (pool) return (await poolLesen(pool, { name, text }, parameter)).rows as R[];
    return (await db.executeQuery(CompiledQuery.raw(text, parameter))).rows as R[];
  };
}

/**
 * Runs a template's read. On PostgreSQL straight through the pool (`poolLesen`, db/benannte-abfrage.ts):
 * Kysely's executor, connection provider and driver wrap a compiled query in ~10 async layers, ~10 µs of CPU
 * per query on this machine. A template goes as a named statement, parsed and planned once per connection:
 * for these one-row key reads PostgreSQL spent more time parsing and planning than running them (bench:api:
 * 2,657 → 3,970 answers/s on GET /api/anschlussnutzer), and its row description is asked for once per
 * connection (decision 0251). PGlite and transactions keep the ordinary path: PGlite is one session that
 * Kysely hands out one user at a time, so a read beside it
 * could land inside another request's transaction; a transaction has no pool of its own. On PGlite
 * (not in a transaction) the rows are kept until the next write (db/lesespeicher.ts), so a template's
 * values must name the rows alone: no clock in them.
 */
export async function lesen<R>(db: Db, abfrage: CompiledQuery<R>): Promise<R[]> {
  const pool = poolVon(db);
  if (pool) {
    const text = abfrage instanceof Vorlagenabfrage ? { name: abfrage.name, text: abfrage.sql } : abfrage.sql;
    return (await poolLesen(pool, text, abfrage.parameters as unknown[])).rows as R[];
  }
  const speicher = lesespeicherVon(db);
  const laden = async () => (await db.executeQuery(abfrage)).rows;
  // On PGlite the answer is kept until the next write (db/lesespeicher.ts): the same SQL and values read the same rows.
  return speicher ? speicher.lesen(`${abfrage.sql}\u0000${JSON.stringify(abfrage.parameters)}`, laden, (zeilen) => zeilen.length > 0) : laden();
}
