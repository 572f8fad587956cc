import { betriebTexte, WIEDERHOLEN_NACH_SEKUNDEN } from '@ekp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * While app.close() drains, a request that starts on an open connection gets 503. Fastify's own answer for
 * that is English (`return503OnClosing`, switched off in app.ts); this one is the portal's German 503 with
 * Retry-After, after the security headers (Fastify sets `Connection: close` itself while closing). The check
 * runs inside the tenant hook: no hook of its own on the hot path (issue 48).
 */
export function herunterfahren(app: FastifyInstance) {
  let schliesst = false;
  app.addHook('preClose', (fertig) => {
    schliesst = true;
    fertig();
  });
  return {
    schliesst: () => schliesst,
    abweisen(reply: FastifyReply) {
      void reply.code(503).header('Retry-After', String(WIEDERHOLEN_NACH_SEKUNDEN)).send({ data: betriebTexte.voruebergehendNichtErreichbar });
    },
  };
}
