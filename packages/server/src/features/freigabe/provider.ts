import { FREIGABE_SCOPES, freigabenApi } from '@ekp/contract';
import { errors, Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/verbinden.ts';
import { CLIENT_ID_MUSTER, DatenbankAdapter } from './adapter.ts';
import { geheimnisLesen } from './geheimnis.ts';
import type { Schluesselbund } from '../../shared/schluesselbund.ts';

/** Access tokens are short-lived, so a leaked one soon expires; the refresh token carries the grant. */
const ZUGRIFF_TTL_S = 10 * 60;
const REFRESH_TTL_S = 30 * 24 * 60 * 60;
/** The grant outlives the longest choice (12 months); our freigabe row decides when it really ends. */
const GRANT_TTL_S = 400 * 24 * 60 * 60;
const INTERAKTION_TTL_S = 30 * 60;
/** Short-lived cookies of the flow: httpOnly, lax, signed with the tenant's cookie key. */
const KURZE_COOKIES = { httpOnly: true, sameSite: 'lax' } as const;
/**
 * The consent API's path (answer and denial lie below it). oidc-provider scopes its interaction cookie to the
 * consent page; the same signed cookie is set for this path too, so only the browser that started the request
 * can answer it (kunde-routes.ts reads it with interactionDetails).
 */
export const ZUSTIMMUNG_COOKIE_PFAD = `/api${freigabenApi.zustimmen.pfad}`;

/** The resource server every third-party token is for: the API under /api/v1/freigabe. */
export function ressource(issuer: string): string {
  return `${issuer.replace(/\/oauth$/, '')}/api/v1/freigabe`;
}

/**
 * One oidc-provider per tenant and origin: the issuer is `<portal origin>/oauth`, and its storage is
 * bound to the tenant, so a client, code or token of one tenant is unknown to the other.
 */
export async function providerBauen(db: Db, bund: Schluesselbund, mandant: string, issuer: string): Promise<Provider> {
  const { cookieSchluessel, jwks } = await geheimnisLesen(db, bund, mandant);
  const api = ressource(issuer);
  const konfiguration: Configuration = {
    adapter: (modell: string) => new DatenbankAdapter(db, mandant, modell),
    jwks: jwks as Configuration['jwks'],
    cookies: { keys: [cookieSchluessel], long: KURZE_COOKIES, short: KURZE_COOKIES },
    // Only the API's scopes (listed here too, as a client's registered `scope` may only name supported ones);
    // no OpenID Connect identity data is handed out (nurOAuthMetadaten).
    scopes: ['offline_access', ...FREIGABE_SCOPES],
    claims: {},
    clientDefaults: { grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none', id_token_signed_response_alg: 'ES256' },
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => api,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indikator, client) => {
          if (indikator !== api) throw new errors.InvalidTarget();
          // A client may only ever get the scopes it was registered with.
          const erlaubt = new Set((client.scope ?? '').split(' '));
          return { scope: FREIGABE_SCOPES.filter((s) => erlaubt.has(s)).join(' '), accessTokenFormat: 'opaque', accessTokenTTL: ZUGRIFF_TTL_S };
        },
      },
    },
    // The consent page is the portal's own page, after its normal login (web: /freigaben/zustimmung).
    interactions: {
      url: async (ctx, interaction) => {
        ctx.cookies.set(ctx.oidc.provider.cookieName('interaction'), interaction.uid, { ...KURZE_COOKIES, path: ZUSTIMMUNG_COOKIE_PFAD, maxAge: INTERAKTION_TTL_S * 1000 });
        return `/freigaben/zustimmung?uid=${encodeURIComponent(interaction.uid)}`;
      },
    },
    // Always ask: a grant is only ever the one the customer just gave on the consent page.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    expiresWithSession: async () => false,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: { AccessToken: ZUGRIFF_TTL_S, AuthorizationCode: 60, Grant: GRANT_TTL_S, RefreshToken: REFRESH_TTL_S, Interaction: INTERAKTION_TTL_S, Session: 30 * 60 },
    renderError: async (ctx, fehler) => {
      // Without a redirect URI to send the error to, a plain German page (no script: the CSP holds).
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Die Anfrage konnte nicht bearbeitet werden (${String(fehler.error)}: ${String((fehler as { error_description?: string }).error_description ?? '')}). Bitte starten Sie die Freigabe in der Anwendung des Dritten erneut.`;
    },
  };
  const provider = new Provider(issuer, konfiguration);
  // Fastify has already decided which X-Forwarded-* to trust; the mount hands its answer on in them.
  provider.proxy = true;
  provider.use(nurOAuthMetadaten);
  provider.use(fremdeClientIdAlsAnfragefehler);
  return provider;
}

/**
 * No OpenID Connect: a grant hands the third party the customer's data, not their identity (no ID token, no
 * stable `sub`), so the metadata does not offer `openid` or identity claims. oidc-provider always knows the
 * `openid` scope; a request for it is refused with `invalid_scope`.
 */
async function nurOAuthMetadaten(ctx: KoaContextWithOIDC, weiter: () => Promise<void>): Promise<void> {
  await weiter();
  if (ctx.oidc?.route !== 'discovery' || typeof ctx.body !== 'object' || ctx.body === null) return;
  const metadaten = ctx.body as { scopes_supported?: string[]; claims_supported?: string[]; claims_parameter_supported?: boolean };
  metadaten.scopes_supported = (metadaten.scopes_supported ?? []).filter((s) => s !== 'openid');
  delete metadaten.claims_supported;
  delete metadaten.claims_parameter_supported;
}

/**
 * A client_id outside the registered pattern (NUL, control characters) is a malformed request, not a failed
 * client authentication: the token endpoint answers it 400 `invalid_client` like the authorization endpoint,
 * where oidc-provider would say 401 for any unknown client. The adapter refuses such an id before any query.
 */
async function fremdeClientIdAlsAnfragefehler(ctx: KoaContextWithOIDC, weiter: () => Promise<void>): Promise<void> {
  await weiter();
  if (ctx.oidc?.route !== 'token' || ctx.status !== 401) return;
  const body = ctx.oidc.body as Record<string, unknown> | undefined;
  const id = body?.['client_id'];
  if ((ctx.body as { error?: string } | undefined)?.error === 'invalid_client' && typeof id === 'string' && !CLIENT_ID_MUSTER.test(id)) {
    ctx.status = 400;
    ctx.remove('www-authenticate');
  }
}

/** Providers by issuer, made on first use; a handful of host names per tenant, so the map stays small. */
export class Providerliste {
  private readonly liste = new Map<string, Promise<Provider>>();
  constructor(
    private readonly db: Db,
    private readonly bund: Schluesselbund,
  ) {}

  fuer(mandant: string, issuer: string): Promise<Provider> {
    const schluessel = `${mandant}|${issuer}`;
    let p = this.liste.get(schluessel);
    if (!p) {
      if (this.liste.size > 200) this.liste.clear();
      p = providerBauen(this.db, this.bund, mandant, issuer);
      this.liste.set(schluessel, p);
      p.catch(() => this.liste.delete(schluessel));
    }
    return p;
  }
}
