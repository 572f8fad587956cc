import type { Endpoint, Mandant, Schema } from '@ekp/contract';
import { texte } from '@ekp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anhangKopf } from './dateiname.ts';
import { HttpFehler } from './http-fehler.ts';
import { sitzungPruefen, type Sitzung } from './sitzung.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

type Aus<T> = T extends Schema ? z.output<T> : undefined;

export interface Kontext<E extends Endpoint> {
  params: Aus<E['params']>;
  query: Aus<E['query']>;
  body: Aus<E['body']>;
  headers: Aus<E['headers']>;
  mandant: Mandant;
  sitzung: E['auth'] extends true ? Sitzung : Sitzung | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The answer of a download (a GET whose contract response is null): route() sends the bytes with their type,
 * an attachment name safe for the header (dateiname.ts), nosniff and no caching, since files are personal.
 */
export class Datei {
  constructor(
    readonly inhalt: Uint8Array,
    readonly mimeType: string,
    readonly dateiname: string,
  ) {}
}

type Antwort<E extends Endpoint> = E['response'] extends Schema ? z.input<E['response']> : E['methode'] extends 'GET' ? void | Datei : void;

/**
 * Registers one call of the contract: path under /api, validation of params, query, body and headers
 * with its zod schemas, the response schema (200 or the endpoint's `erfolg`, 204 for an empty body), and the
 * session check (before the body is read) when the endpoint needs one. A GET without a response schema may
 * answer a Datei (a download). Features register every route through here.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (k: Kontext<E>) => Promise<Antwort<E>>,
  optionen: { bodyLimit?: number; vorDemLesen?: (request: FastifyRequest) => Promise<void> } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.methode,
    url: `/api${e.pfad}`,
    ...(optionen.bodyLimit ? { bodyLimit: optionen.bodyLimit } : {}),
    // Runs after the session check and before the body is read.
    ...(optionen.vorDemLesen ? { onRequest: optionen.vorDemLesen } : {}),
    // The session hook (kern/sitzung.ts) and the OpenAPI document (plugins/openapi.ts) read these.
    config: { auth: e.auth, endpoint: e },
    schema: {
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.response ? { response: { [e.erfolg ?? 200]: e.response } } : {}),
    },
    handler: async (request, reply) => {
      let headers: unknown = undefined;
      if (e.headers) {
        const geprueft = z.safeParse(e.headers, request.headers);
        if (!geprueft.success) throw new HttpFehler(400, texte.allgemein.ungueltigeEingabe);
        headers = geprueft.data;
      }
      // Checked in onRequest already; handed on without another await (a promise per request showed in the CPU profile).
      // A service call's staff session is checked in its own onRequest (features/service); no customer session there.
      const sitzung = e.bereich === 'service' ? null : request.sitzung !== undefined && (request.sitzung || !e.auth) ? request.sitzung : await sitzungPruefen(request, reply, e.auth);
      const antwort = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        headers,
        mandant: request.mandant,
        sitzung,
        request,
        reply,
      } as Kontext<E>);
      if (reply.sent) return reply;
      if (antwort instanceof Datei) return dateiSenden(reply, antwort);
      if (e.response === null) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
      if (e.erfolg && reply.statusCode === 200) reply.code(e.erfolg);
      return antwort;
    },
  });
}

function dateiSenden(reply: FastifyReply, datei: Datei): FastifyReply {
  const inhalt = Buffer.from(datei.inhalt);
  return reply
    .header('content-type', datei.mimeType)
    .header('content-disposition', anhangKopf(datei.dateiname))
    .header('content-length', String(inhalt.length))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(inhalt);
}
