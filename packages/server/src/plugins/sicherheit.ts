import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The browser-side defences (security headers), for every answer (HTML, assets, API, errors) from one place.
 * The token lives in localStorage, so the CSP is the main XSS defence: scripts only from our origin,
 * no inline script, no eval. Styles may be inline (the charts set style attributes; the tenant's
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

const HELMET_OPTIONEN: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIREKTIVEN },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  crossOriginEmbedderPolicy: false,
};

/**
 * helmet's headers, worked out once: they are the same for every answer (no nonces), and
 * @fastify/helmet rebuilt helmet's middleware, CSP parsing included, on every request, a cost the
 * benchmark showed. helmet writes them into a response object; this one only records them.
 */
function helmetHeader(): Record<string, string> {
  const header: Record<string, string> = {};
  const antwort = {
    setHeader: (name: string, wert: string | number | readonly string[]) => void (header[name.toLowerCase()] = String(wert)),
    removeHeader: (name: string) => void delete header[name.toLowerCase()],
  };
  let fehler: unknown;
  helmet(HELMET_OPTIONEN)({} as IncomingMessage, antwort as unknown as ServerResponse, (e?: unknown) => void (fehler = e));
  if (fehler) throw fehler;
  return header;
}

/**
 * JSON answers are not documents: OWASP's REST Security Cheat Sheet set ("Security Headers") instead of the
 * page's. A CSP that allows nothing at all, no framing, no sniffing, no referrer, HSTS, no cache. The page's
 * other headers (COOP, Permissions-Policy, X-DNS-Prefetch-Control, …) only act on documents; left off, an
 * answer's header block shrinks from 1,095 to ~470 bytes, which every phone and the API benchmark's client pay for.
 */
export function apiHeader(seite: Record<string, string> = helmetHeader()): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': seite['strict-transport-security']!,
    'cross-origin-resource-policy': 'same-origin',
    // Per customer (or says who is logged in): no cache, no back/forward copy may keep it.
    'cache-control': 'no-store',
  };
}

/** Under /api but a page: the OpenAPI document's reader (plugins/openapi.ts) with its assets. */
const DOKU_SEITE = '/api/docs/ui';

function istApiAntwort(url: string): boolean {
  return (url.startsWith('/api/') || url === '/api') && !url.startsWith(DOKU_SEITE);
}

export async function sicherheitsHeader(app: FastifyInstance): Promise<void> {
  const seite = { ...helmetHeader(), 'permissions-policy': PERMISSIONS_POLICY };
  const api = apiHeader(seite);
  // A callback hook: nothing here waits, and an async hook costs a promise per request.
  app.addHook('onRequest', (request, reply, fertig) => {
    reply.headers(istApiAntwort(request.url) ? api : seite);
    fertig();
  });
}
