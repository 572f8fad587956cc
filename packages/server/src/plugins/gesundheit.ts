import { betriebTexte, gesundheitApi, WIEDERHOLEN_NACH_SEKUNDEN } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fehlendeMigrationen } from '../db/migrieren.ts';
import { fehlendePreise } from '../marktpreise/auftrag.ts';

/** Paths the access log leaves out: probes every few seconds would drown the real requests. */
export const GESUNDHEIT_PFADE = new Set([`/api${gesundheitApi.health.pfad}`, `/api${gesundheitApi.ready.pfad}`]);

/** How long /api/ready keeps warning after the last request through an untrusted proxy. */
const WARNUNG_MS = 24 * 60 * 60 * 1000;

/**
 * A request that carries X-Forwarded-For but whose client address is still the socket's
 * came through a proxy that EKP_TRUST_PROXY does not trust; every client behind it then shares that
 * proxy's address (and its login limits). Remembered per process for /api/ready, logged once per hour.
 */
export function proxyBeobachten(app: FastifyInstance): { zuletzt(): number | undefined } {
  let zuletzt: number | undefined;
  let geloggt = 0;
  app.addHook('onRequest', (request, _reply, fertig) => {
    if (request.headers['x-forwarded-for'] !== undefined && request.ip === request.raw.socket.remoteAddress) {
      const jetzt = Date.now();
      zuletzt = jetzt;
      if (jetzt - geloggt > 60 * 60 * 1000) {
        geloggt = jetzt;
        request.log.warn({ proxy: request.ip }, betriebTexte.proxyNichtVertraut);
      }
    }
    fertig();
  });
  return { zuletzt: () => zuletzt };
}

/**
 * Liveness and readiness for load balancers, systemd and container orchestrators. Registered from their
 * contract entries (so OpenAPI lists them) but not through route(): they need no session and carry
 * `rateLimit: false`, so no throttling plugin ever answers them with 429.
 */
export function gesundheitRoutes(app: FastifyInstance): void {
  const proxy = proxyBeobachten(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: `/api${gesundheitApi.health.pfad}`,
    config: { rateLimit: false },
    schema: { response: { 200: gesundheitApi.health.response } },
    handler: async () => ({ status: 'ok' as const }),
  });
  r.route({
    method: 'GET',
    url: `/api${gesundheitApi.ready.pfad}`,
    config: { rateLimit: false },
    schema: { response: { 200: gesundheitApi.ready.response, 503: gesundheitApi.ready.response } },
    handler: async (request, reply) => {
      let fehlend: string[] | undefined;
      try {
        await sql`select 1`.execute(app.dienste.db);
      } catch (e) {
        request.log.warn({ err: { message: (e as Error).message } }, 'Bereitschaft: Datenbank nicht erreichbar');
        return reply
          .code(503)
          .header('Retry-After', String(WIEDERHOLEN_NACH_SEKUNDEN))
          .send({ status: 'nicht_bereit' as const, datenbank: 'nicht_erreichbar' as const, migrationen: 'unbekannt' as const });
      }
      try {
        fehlend = await fehlendeMigrationen(app.dienste.db);
      } catch (e) {
        // No migration table yet (an empty database) or it cannot be read: not ready either way; the log says why.
        request.log.warn({ err: { message: (e as Error).message } }, 'Bereitschaft: Migrationsstand nicht lesbar');
        fehlend = ['kysely_migration'];
      }
      if (fehlend.length) {
        request.log.warn({ fehlend }, betriebTexte.voruebergehendNichtErreichbar);
        return reply.code(503).header('Retry-After', String(WIEDERHOLEN_NACH_SEKUNDEN)).send({ status: 'nicht_bereit' as const, datenbank: 'ok' as const, migrationen: 'ausstehend' as const });
      }
      // Missing prices do not take the process out of the load balancer; they are a note for the operator.
      const hinweise = await fehlendePreise(app.dienste.db, app.dienste.mandanten.alle, app.dienste.uhr.jetzt()).catch((e: unknown) => {
        request.log.warn({ err: { message: (e as Error).message } }, 'Bereitschaft: fehlende Marktpreise nicht prüfbar');
        return [];
      });
      const zuletzt = proxy.zuletzt();
      const warnungen = zuletzt !== undefined && Date.now() - zuletzt < WARNUNG_MS ? [betriebTexte.proxyNichtVertraut] : undefined;
      return { status: 'bereit' as const, datenbank: 'ok' as const, migrationen: 'ok' as const, ...(hinweise.length ? { hinweise } : {}), ...(warnungen ? { warnungen } : {}) };
    },
  });
}
