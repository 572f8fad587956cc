import { betriebTexte, feldfehler, feldfehlerText, texte, WIEDERHOLEN_NACH_SEKUNDEN, type Fehler } from '@ekp/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { istDatenbankAusfall } from '../db/ausfall.ts';
import { HttpFehler } from '../kern/http-fehler.ts';

// One place decides every error answer: always { data, felder? }, German, and never a 5xx detail.
export function fehlerbehandlung(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (istDatenbankAusfall(error)) {
      request.log.warn({ err: { code: (error as { code?: unknown }).code, message: error.message } }, 'Datenbank nicht erreichbar');
      return ausfallAntworten(reply);
    }
    let status = 500;
    let body: Fehler = { data: texte.allgemein.technischerFehler };
    if (error instanceof HttpFehler) {
      status = error.status;
      body = { data: error.text, ...(error.felder ? { felder: error.felder } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      // The provider keeps only the zod path as '/a/b'; feldfehler() makes it the same key as formularPruefen's.
      const felder = feldfehler(error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? texte.allgemein.ungueltigeEingabe })));
      body = { data: feldfehlerText(felder, texte.allgemein.ungueltigeEingabe), felder };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      body = { data: texte.allgemein.zuGross };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type …).
      status = error.statusCode;
      body = { data: status === 429 ? texte.allgemein.zuVieleAnfragen : texte.allgemein.ungueltigeEingabe };
    }
    if (status >= 500) request.log.error({ err: error }, 'Unerwarteter Fehler');
    else request.log.info({ status, fehler: body.data }, 'Abgewiesene Anfrage');
    return reply.code(status).send(body);
  });

}

/**
 * Errors Fastify answers before routing (a malformed percent-encoding in the path): the same German shape
 * instead of Fastify's English JSON. Passed to Fastify as `frameworkErrors`.
 */
export function rahmenfehler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // No hook has run for such a request, so the headers that matter for a JSON error come from here.
  void reply.code(status).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').send({ data: texte.allgemein.ungueltigeEingabe } satisfies Fehler);
}

/**
 * Errors of Node's HTTP parser (oversized or malformed headers): no request exists yet, so the answer is
 * written to the socket directly, German and in our shape. Passed to Fastify as `clientErrorHandler`.
 */
export const clientFehler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket: Socket) => {
  if (!socket.writable) return socket.destroy(error);
  const code = (error as NodeJS.ErrnoException).code;
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ data: texte.allgemein.ungueltigeEingabe } satisfies Fehler);
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
};

/** The 503 answer of an outage, with the time to wait before trying again. */
function ausfallAntworten(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('Retry-After', String(WIEDERHOLEN_NACH_SEKUNDEN)).send({ data: betriebTexte.voruebergehendNichtErreichbar });
}
