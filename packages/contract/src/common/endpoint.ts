import type { z } from 'zod';

export type Methode = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A classic zod schema or a zod/mini one (the login path's contract uses zod/mini, so the login page's JavaScript stays small). */
export type Schema = z.core.$ZodType;
/** Error statuses of SPEC §7 and those our server adds: the body is always Fehler ({data, felder?}). */
export type FehlerStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503 | 700 | 702;

/**
 * One call of SPEC §7: method, path (Fastify style, `:param`), and the zod schemas of its parts.
 * `response` is the success body; `null` means an empty body.
 */
export interface Endpoint {
  methode: Methode;
  pfad: string;
  auth: boolean;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  headers?: Schema;
  response: Schema | null;
  /** Status of a success with a body; 200 unless a call creates something (201). */
  erfolg?: 200 | 201;
  /** Error statuses beyond those its shape implies (see fehlerStatusse), e.g. 409 or 429. */
  fehler?: readonly FehlerStatus[];
  /** Response headers beyond ttl, e.g. token after a login. */
  antwortHeader?: readonly ('token' | 'ttl')[];
  /** 'service' is a call of the staff console; its session is a staff one (headers token and kennung). */
  bereich?: 'service';
  /** A third-party call, authorised by an OAuth bearer token with this scope (never by a session). */
  freigabe?: 'vertrag:lesen' | 'verbrauch:lesen' | 'ablesungen:lesen';
}

/** What a client needs of an endpoint at run time: method, path and whether it sends the session. */
export type EndpointKopf = Pick<Endpoint, 'methode' | 'pfad' | 'auth'>;

/**
 * An endpoint's head without its schemas, for a browser chunk that must not carry zod (the login
 * page, kept small). `typ` is never set: it only tells the compiler whose request and answer types the head has.
 */
export interface Kopf<E extends Endpoint> extends EndpointKopf {
  readonly typ?: E;
}

/** The heads of a group of endpoints, each typed with its endpoint: what a zod-free browser chunk calls. */
export type Koepfe<A extends Record<string, Endpoint>> = { [K in keyof A]: Kopf<A[K]> };

/**
 * Every error status an endpoint answers: 400 for any malformed request, 401 with a session, 404 with an
 * id in its path, 413 with a body, 503 when the database is away, and what the endpoint declares.
 * OpenAPI and the contract tests follow from it.
 */
export function fehlerStatusse(e: Endpoint): FehlerStatus[] {
  const s = new Set<FehlerStatus>([400, 503]);
  if (e.auth) s.add(401);
  if (e.params || e.pfad.includes(':')) s.add(404);
  if (e.body) s.add(413);
  for (const f of e.fehler ?? []) s.add(f);
  return [...s].sort((a, b) => a - b);
}

export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

/** Fills `:param` placeholders; the web client builds its URLs with it. */
export function pfadMit(pfad: string, params: Record<string, string | number> = {}): string {
  return pfad.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const wert = params[name];
    if (wert === undefined) throw new Error(`Pfadparameter ${name} fehlt für ${pfad}`);
    return encodeURIComponent(String(wert));
  });
}
