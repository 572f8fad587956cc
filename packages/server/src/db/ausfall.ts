// Socket errors of a connection that cannot be made or was cut.
const NETZFEHLER = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// SQLSTATE class 08 (connection exception) and 57P01–57P03 (server shut down, crashed, starting up).
const SQLSTATE = /^(08...|57P0[1-3])$/;
// pg's own messages for a pool that could not connect in time or a connection that ended under a query.
const MELDUNGEN = [/timeout exceeded when trying to connect/i, /Connection terminated/i, /Client has encountered a connection error/i, /not queryable/i];

/**
 * True when an error means "the database is not reachable right now" rather than a bug: the answer is
 * then 503 with Retry-After, and the next request tries again on a fresh connection.
 */
export function istDatenbankAusfall(fehler: unknown): boolean {
  for (let e = fehler, tiefe = 0; e instanceof Error && tiefe < 5; e = e.cause, tiefe++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETZFEHLER.has(code) || SQLSTATE.test(code))) return true;
    if (e instanceof AggregateError && e.errors.some((x) => istDatenbankAusfall(x))) return true;
    if (MELDUNGEN.some((m) => m.test(e.message))) return true;
  }
  return false;
}
