import { feldfehler, feldfehlerText, texte, type Fehler } from '@ekp/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ausfallAntworten, istDatenbankAusfall } from '../shared/datenbank-ausfall.ts';
import { HttpFehler } from '../shared/http-fehler.ts';

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
