import { randomBytes } from 'node:crypto';
import { writeSync } from 'node:fs';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { destination, symbols, type Bindings, type Logger } from 'pino';
import { GESUNDHEIT_PFADE } from './gesundheit.ts';
import { taktStarten } from '../shared/zeitplan/takt.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ProtokollOptionen {
  level: LogLevel;
  /** Where the JSON lines go (tests capture them); stdout when absent. */
  stream?: { write(zeile: string): void } | undefined;
}

// Headers that carry secrets (login, reset, session); pino replaces them wherever a request is logged.
const GEHEIME_HEADER = ['token', 'passwort', 'neuespasswort', 'altespasswort', 'authorization', 'cookie', 'basisurl'];

/** The path without its query string: reset tokens and search terms never reach the log. */
export function ohneQuery(url: string): string {
  const i = url.indexOf('?');
  return i === -1 ? url : url.slice(0, i);
}

let ausgabe: Zeilenpuffer | undefined;

/** Bytes gathered before they go to the destination, and the longest they wait there. */
const PUFFER_BYTES = 65536;
const PUFFER_MS = 500;

/** What the gathered bytes go to: SonicBoom in buffer mode (tests pass their own). */
export interface Pufferziel {
  /** A full batch, written asynchronously. */
  write(daten: Buffer): void;
  /** At exit: everything still waiting, then `rest`, written before the call returns. */
  endeSync(rest: Buffer): void;
}

/** pino's destination (SonicBoom) on a file descriptor, written asynchronously; the batching is above it. */
export function sonicBoomZiel(fd: number): Pufferziel {
  // SonicBoom writes whatever it holds as soon as it is not writing (minLength 0).
  const ziel = destination({ dest: fd, sync: false, minLength: 0, contentMode: 'buffer' });
  return {
    // In buffer mode SonicBoom's write takes bytes; its type knows only strings.
    write: (daten) => void ziel.write(daten as unknown as string),
    endeSync: (rest) => {
      // flushSync writes SonicBoom's queue, but not a batch whose write is already under way: that one the
      // thread pool finishes. Handing `rest` to write() here would start an asynchronous write that never runs.
      try {
        ziel.flushSync();
        allesSchreibenSync(fd, rest);
      } catch {
        // stdout is gone (EPIPE, EBADF): at exit there is no one left to tell, and a throw here would only add a stack trace.
      }
    },
  };
}

/** A full pipe answers EAGAIN: the exit waits for the reader at most about a second, then gives the rest up. */
function allesSchreibenSync(fd: number, daten: Buffer): void {
  let geschrieben = 0;
  for (let versuche = 0; geschrieben < daten.length && versuche < 100; ) {
    try {
      geschrieben += writeSync(fd, daten, geschrieben);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      versuche++;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/**
 * Gathers log lines and hands them to pino's destination 64 KB at a time. Each hand-over is an asynchronous
 * write through libuv's thread pool; at 4 KB batches that was a write every ~20 requests. Each line is copied
 * into the batch's bytes as it comes, so no line string outlives its request, and SonicBoom (buffer mode) neither
 * measures nor re-encodes a pending string on every write. Measured: 500,000 access lines through pino into a
 * file, 2.8 µs user + 0.9 system per line (64 KB of strings: 3.6 + 1.3; 4 KB of strings: 2.9 + 1.0); together with
 * the route's session hand-off, the one-shot token hash and the remembered Host, 18–40 µs less CPU per answer at
 * 800/s (docs/performance.md, API edge).
 * At exit the open batch is written synchronously (decision 0220); a write begun then would never finish.
 */
export class Zeilenpuffer {
  readonly #ziel: Pufferziel;
  #puffer = Buffer.allocUnsafe(PUFFER_BYTES);
  #laenge = 0;

  constructor(ziel: () => Pufferziel, prozess: Pick<NodeJS.Process, 'on'> = process) {
    prozess.on('beforeExit', () => this.weitergeben());
    prozess.on('exit', () => {
      const rest = this.#puffer.subarray(0, this.#laenge);
      this.#laenge = 0;
      this.#ziel.endeSync(rest);
    });
    this.#ziel = ziel();
    taktStarten(PUFFER_MS, () => this.weitergeben());
  }

  write(zeile: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit: a line that might not fit sends the batch first.
    const hoechstens = zeile.length * 3;
    if (this.#laenge + hoechstens > PUFFER_BYTES) {
      this.weitergeben();
      if (hoechstens > PUFFER_BYTES) return this.#ziel.write(Buffer.from(zeile));
    }
    this.#laenge += this.#puffer.write(zeile, this.#laenge);
  }

  weitergeben(): void {
    if (this.#laenge === 0) return;
    const voll = this.#puffer.subarray(0, this.#laenge);
    // A new batch: SonicBoom keeps the full one until its write has finished.
    this.#puffer = Buffer.allocUnsafe(PUFFER_BYTES);
    this.#laenge = 0;
    this.#ziel.write(voll);
  }
}

/**
 * stdout, written asynchronously in batches of 64 KB or every half second, instead of one blocking
 * write(2) per line (the access log is a line per request, and the blocking writes showed in the CPU profile). The lines are flushed
 * synchronously when the process exits, so the last lines before process.exit are kept. One per process,
 * shared by all its loggers, so their lines never interleave.
 */
function standardausgabe(): Zeilenpuffer {
  return (ausgabe ??= new Zeilenpuffer(() => sonicBoomZiel(1)));
}

/**
 * Fastify's logger options (pino): one JSON line per event, level from LOG_LEVEL, secrets redacted.
 * Fastify's own two lines per request are replaced by one (Zugriffsprotokoll below).
 */
export function loggerOptionen(o: ProtokollOptionen) {
  return {
    level: o.level,
    stream: o.stream ?? standardausgabe(),
    // A database error's `detail` can quote stored values (unique violation: "Key (email)=(…)").
    redact: { paths: [...GEHEIME_HEADER.map((h) => `req.headers.${h}`), 'err.detail', 'err.where'], censor: '[entfernt]' },
    serializers: {
      // Requests appear only as method and path, never with headers, query string or body.
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: ohneQuery(req.url ?? '') }),
    },
  };
}

/** oidc-provider's resume route carries the pending request's uid, which answers it: only its pattern is logged. */
const OAUTH_MIT_ID = /^\/oauth\/auth\/[^/]+/;

function routeVon(request: FastifyRequest): string {
  // The route pattern (/api/vertraege/:vertragId), so ids and tokens in paths stay out as well.
  if (request.routeOptions.url) return request.routeOptions.url;
  // The /oauth mount (features/freigabe/oauth.ts) hands oidc-provider a shortened URL and keeps the full one.
  const url = (request.raw as { originalUrl?: string }).originalUrl ?? request.url;
  return ohneQuery(url).replace(OAUTH_MIT_ID, '/oauth/auth/:uid');
}

/**
 * Fastify's two lines per request become one access-log line when the answer is sent: request id (pino's
 * reqId), tenant, method, route, status, duration. Health probes are left out.
 */
class Zugriffsprotokoll extends LogController {
  override isLogDisabled(request: FastifyRequest): boolean {
    return GESUNDHEIT_PFADE.has(ohneQuery(request.url));
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(fehler: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const zeile = {
      mandant: request.mandant?.key,
      methode: request.method,
      route: routeVon(request),
      status: reply.statusCode,
      dauerMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (fehler) request.log.error({ ...zeile, fehler: fehler.message }, 'Anfrage');
    // Without a logger (logger: false) Fastify's stand-in has no levels and writes nothing.
    else if ((request.log as Partial<Logger>).isLevelEnabled?.('info')) zugriffSchreiben(request.log as Logger, zeile);
  }
}

/**
 * The access line as pino writes it (level, time, the child's bindings with reqId, the fields, msg), built here:
 * none of its fields is redacted or has a serializer, and pino's generic path (merge, redaction, a JSON writer
 * per key) was a sixth of the edge's extra CPU per answer (docs/performance.md, API edge).
 */
function zugriffSchreiben(log: Logger, z: { mandant: string | undefined; methode: string; route: string; status: number; dauerMs: number }): void {
  const intern = log as unknown as Record<symbol, unknown>;
  const bindungen = intern[symbols.chindingsSym] as string;
  const ziel = intern[symbols.streamSym] as { write(zeile: string): void };
  const mandant = z.mandant === undefined ? '' : `,"mandant":${JSON.stringify(z.mandant)}`;
  ziel.write(`{"level":30,"time":${Date.now()}${bindungen}${mandant},"methode":${JSON.stringify(z.methode)},"route":${JSON.stringify(z.route)},"status":${z.status},"dauerMs":${z.dauerMs},"msg":"Anfrage"}\n`);
}

/**
 * Request ids: a random prefix per process and a counter, unique across processes and restarts without 16 random
 * bytes and a UUID's formatting per request. They name a request in the log; they grant nothing.
 */
function anfrageIds(): () => string {
  const praefix = randomBytes(9).toString('base64url');
  let n = 0;
  return () => `${praefix}-${(++n).toString(36)}`;
}

/**
 * The request's logger, as pino's `child({ reqId })` makes it (the parent as prototype, the bindings as JSON
 * after the parent's), without pino's generic path for arbitrary bindings and options, which every request paid.
 * The request id has no serializer, no redaction and no formatter, so its JSON is all pino would write.
 */
function anfrageLogger(logger: FastifyBaseLogger, bindungen: Bindings): FastifyBaseLogger {
  const kind = Object.create(logger) as FastifyBaseLogger & Record<symbol, unknown>;
  kind[symbols.chindingsSym] = `${(logger as unknown as Record<symbol, string>)[symbols.chindingsSym]},"reqId":${JSON.stringify(bindungen.reqId)}`;
  return kind;
}

/** Request id and access log; a proxy's X-Request-Id is kept (so its log and ours line up). */
export function anfrageIdOptionen() {
  return {
    requestIdHeader: 'x-request-id',
    genReqId: anfrageIds(),
    childLoggerFactory: anfrageLogger,
    logController: new Zugriffsprotokoll(),
  };
}
