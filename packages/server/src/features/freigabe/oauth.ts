import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { geheimnisLesen } from './geheimnis.ts';
import { Providerliste } from './provider.ts';
import { schluesselbundVon } from '../../shared/schluesselbund.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant's OAuth authorization server (oidc-provider) for the request's origin. */
    oauthProvider(request: FastifyRequest): Promise<Provider>;
  }
}

export const OAUTH_PFAD = '/oauth';
/**
 * RFC 8414 §3: the issuer `<origin>/oauth` has a path, so its metadata is at the origin's
 * `/.well-known/oauth-authorization-server/oauth` too — the same document as `/oauth/.well-known/openid-configuration`.
 */
export const METADATEN_PFAD = `/.well-known/oauth-authorization-server${OAUTH_PFAD}`;
const DISCOVERY_PFAD = `${OAUTH_PFAD}/.well-known/openid-configuration`;

/** The provider's own path for a request it answers, or undefined for the rest of the portal. */
function providerPfad(url: string): string | undefined {
  if (url === OAUTH_PFAD || url.startsWith(`${OAUTH_PFAD}/`) || url.startsWith(`${OAUTH_PFAD}?`)) return url;
  if (url === METADATEN_PFAD || url.startsWith(`${METADATEN_PFAD}?`)) return DISCOVERY_PFAD + url.slice(METADATEN_PFAD.length);
  return undefined;
}

type Behandler = (req: IncomingMessage, res: ServerResponse) => void;
const behandlerListe = new WeakMap<Provider, Behandler>();
/** Koa composes its middleware in callback(); once per provider, not per request. */
function behandler(p: Provider): Behandler {
  let b = behandlerListe.get(p);
  if (!b) behandlerListe.set(p, (b = p.callback() as Behandler));
  return b;
}

/** `<portal origin>/oauth`, as the customer's browser and the third party see the portal. */
export function issuerFuer(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${OAUTH_PFAD}`;
}

/**
 * Mounts oidc-provider (a Koa app) under /oauth. It runs in onRequest, before Fastify reads the body: the
 * token endpoint's form body is oidc-provider's to parse. The headers our own hooks set so far (security
 * headers of plugins/sicherheit.ts) are written onto the raw answer first, so /oauth answers carry them
 * too; Fastify's view of protocol and host (its trust-proxy rule) is handed on as X-Forwarded-*.
 */
export function oauthEinhaengen(app: FastifyInstance): void {
  const bund = schluesselbundVon(app.dienste);
  const provider = new Providerliste(app.dienste.db, bund);
  // The keys are made at start, not on a first request: a request (even a refused one) writes nothing.
  // A database that is down at start must not keep the portal from starting (it answers 503 until it is back,
  // db/ausfall.ts); the keys are then made on the first /oauth request.
  app.addHook('onReady', async () => {
    try {
      for (const m of app.dienste.mandanten.alle) await geheimnisLesen(app.dienste.db, bund, m.key);
    } catch (e) {
      app.log.warn({ fehler: e instanceof Error ? e.message : String(e) }, 'OAuth-Schlüssel konnten beim Start nicht gelesen werden');
    }
  });
  app.decorate('oauthProvider', (request: FastifyRequest) => provider.fuer(request.mandant.key, issuerFuer(request)));

  const anbieten = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
    const p = await app.oauthProvider(request);
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    for (const [name, wert] of Object.entries(reply.getHeaders())) if (wert !== undefined) reply.raw.setHeader(name, wert);
    raw.headers['x-forwarded-proto'] = request.protocol;
    raw.headers['x-forwarded-host'] = request.host;
    raw.originalUrl = url;
    raw.url = url.slice(OAUTH_PFAD.length) || '/';
    behandler(p)(raw, reply.raw);
  };
  // A callback hook: every other request passes with a few string checks and no promise, as a promise per request showed in the CPU profile.
  app.addHook('onRequest', (request, reply, fertig) => {
    const url = providerPfad(request.raw.url ?? '');
    if (url === undefined) return fertig();
    anbieten(request, reply, url).then(() => fertig(), fertig);
  });
}
