import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The browser-side defences of issue 10, for every answer (HTML, assets, API, errors) from one place.
 * The token lives in localStorage, so the CSP is the main XSS defence: scripts only from our origin,
 * no inline script, no eval. Styles may be inline (recharts writes style attributes; the tenant's
 * colours arrive as CSS custom properties). Reset links carry tokens, hence no referrer at all.
 */
export const CSP_DIREKTIVEN = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Not helmet's default upgrade-insecure-requests: the portal also runs on plain http behind a TLS proxy
  // or on localhost, where upgrading would break its own asset requests.
  upgradeInsecureRequests: null,
};

/** Nothing the portal uses; the meter photo comes through a file input, which needs no camera grant. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=()';

export async function sicherheitsHeader(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIREKTIVEN },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are per customer (or say who is logged in): no cache, no back/forward copy may keep them.
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
  });
}
