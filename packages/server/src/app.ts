import type { Mandant } from '@ekp/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { featuresRegistrieren } from './features/index.ts';
import { preisfeedSchnellweg } from './features/preisfeed/schnellweg.ts';
import { clientFehler, fehlerbehandlung, rahmenfehler } from './plugins/fehlerbehandlung.ts';
import { gesundheitRoutes } from './plugins/gesundheit.ts';
import { stapelRoutes } from './plugins/stapel.ts';
import { komprimierungRegistrieren } from './plugins/komprimierung.ts';
import { openapi } from './plugins/openapi.ts';
import { antwortSerialisierung } from './plugins/antwort-serialisierung.ts';
import { anfrageIdOptionen, loggerOptionen, type ProtokollOptionen } from './plugins/protokoll.ts';
import { sicherheitsHeader } from './plugins/sicherheit.ts';
import { herunterfahren } from './plugins/herunterfahren.ts';
import { sitzungspruefung } from './kern/sitzung.ts';
import { webAusliefern } from './plugins/web.ts';
import type { Dienste } from './shared/dienste.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dienste: Dienste;
  }
  interface FastifyRequest {
    mandant: Mandant;
  }
}

/** A photo of 10 MB in base64 plus the rest of a reading fits; see features/ablesungen. */
export const STANDARD_BODY_LIMIT = 1024 * 1024;

export async function appBauen(dienste: Dienste, opts: { logger?: boolean | ProtokollOptionen; trustProxy?: boolean | string } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // One JSON log (plugins/protokoll.ts): LOG_LEVEL, secrets redacted, one access line per request.
    logger: opts.logger ? loggerOptionen(opts.logger === true ? { level: 'info' } : opts.logger) : false,
    ...anfrageIdOptionen(),
    bodyLimit: STANDARD_BODY_LIMIT,
    // EKP_TRUSTED_PROXIES; without it no proxy is believed, not even one on this machine.
    trustProxy: opts.trustProxy ?? false,
    // Query arrays such as years=2026,2027 stay strings; features split them.
    routerOptions: { ignoreTrailingSlash: true },
    // Errors before routing and of the HTTP parser answer German too.
    frameworkErrors: rahmenfehler,
    clientErrorHandler: clientFehler,
    // plugins/herunterfahren.ts answers requests during the drain in German.
    return503OnClosing: false,
  });
  app.decorate('dienste', dienste);
  app.decorateRequest('mandant', null as unknown as Mandant);
  app.setValidatorCompiler(validatorCompiler);
  // Plain answer schemas through fast-json-stringify, the rest through zod (plugins/antwort-serialisierung.ts).
  app.setSerializerCompiler(antwortSerialisierung());
  fehlerbehandlung(app);
  // A stored public price-feed answer leaves before every other hook (features/preisfeed/schnellweg.ts).
  preisfeedSchnellweg(app);
  // First hook of all, so that every answer (HTML, assets, API, 401 of the session check) carries them.
  await sicherheitsHeader(app);

  const abschalten = herunterfahren(app);
  // Tenant by host name (DESIGN "Tenants"); every query below is scoped by it.
  app.addHook('onRequest', (request, reply, fertig) => {
    if (abschalten.schliesst()) return abschalten.abweisen(reply);
    request.mandant = dienste.mandanten.fuerHost(request.hostname);
    fertig();
  });
  sitzungspruefung(app);
  await komprimierungRegistrieren(app);
  await openapi(app);

  gesundheitRoutes(app);
  stapelRoutes(app);
  await featuresRegistrieren(app);

  await webAusliefern(app, dienste.webVerzeichnis);
  return app;
}
