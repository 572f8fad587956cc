import { freigabeTexte, texte, type Endpoint } from '@ekp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { ereignisZulassen } from '../../shared/ratenbegrenzung.ts';
import { issuerFuer } from './oauth.ts';
import { ressource } from './provider.ts';
import { scopesAus } from './repository.ts';

/** Calls per client and minute across all its grants (a rate limit per client, so no client crowds out the others). */
export const DRITT_GRENZE = { max: 120, fensterMs: 60_000 };

export interface DrittZugriff {
  mandant: string;
  kundennummer: string;
  freigabeId: string;
  clientId: string;
  vertraege: string[];
}

function nichtBerechtigt(reply: FastifyReply): HttpFehler {
  reply.header('www-authenticate', 'Bearer realm="freigabe", error="invalid_token"');
  return new HttpFehler(401, freigabeTexte.api.tokenFehlt);
}

/**
 * Every third-party call: a bearer access token of this tenant's authorization server for this API,
 * its grant still in force (not revoked, not past the customer's chosen end), the endpoint's scope
 * granted, the contract (if any) among the granted ones, and the client within its rate limit. Every refusal
 * comes before the rate limit's bookkeeping, so a refused call writes nothing. A portal session never gets here: its headers are not
 * a bearer token, and its token is unknown to oidc-provider.
 */
export async function drittZugriffPruefen(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, e: Endpoint, vertragId?: string): Promise<DrittZugriff> {
  const kopf = request.headers.authorization ?? '';
  const treffer = /^Bearer ([A-Za-z0-9._~+/-]{10,512}=*)$/.exec(kopf);
  if (!treffer?.[1]) throw nichtBerechtigt(reply);
  const provider = await app.oauthProvider(request);
  const token = await provider.AccessToken.find(treffer[1]);
  if (!token || token.isExpired || token.aud !== ressource(issuerFuer(request)) || !token.grantId || !token.accountId) throw nichtBerechtigt(reply);
  const { db, uhr } = app.dienste;
  const jetzt = uhr.jetzt();
  const freigabe = await db
    .selectFrom('freigabe')
    .select(['kundennummer', 'id', 'client_id', 'scopes', 'vertraege', 'ablauf', 'widerrufen'])
    .where('mandant', '=', request.mandant.key)
    .where('id', '=', token.grantId)
    .executeTakeFirst();
  if (!freigabe || freigabe.widerrufen || new Date(freigabe.ablauf) <= jetzt || freigabe.kundennummer !== token.accountId || freigabe.client_id !== token.clientId) {
    throw nichtBerechtigt(reply);
  }
  const tokenScopes = new Set(String(token.scope ?? '').split(' '));
  if (!e.freigabe || !tokenScopes.has(e.freigabe) || !scopesAus(freigabe.scopes).includes(e.freigabe)) {
    // RFC 6750 §3.1: the challenge names the scope the call needs, so the third party knows what to ask for.
    reply.header('www-authenticate', `Bearer realm="freigabe", error="insufficient_scope", scope="${e.freigabe ?? ''}"`);
    throw new HttpFehler(403, freigabeTexte.api.scopeFehlt);
  }
  const zugriff = { mandant: request.mandant.key, kundennummer: freigabe.kundennummer, freigabeId: freigabe.id, clientId: freigabe.client_id, vertraege: freigabe.vertraege };
  if (vertragId !== undefined) vertragFreigegeben(zugriff, vertragId);
  const zulassung = await ereignisZulassen(db, { mandant: request.mandant.key, bereich: 'freigabe-api', schluessel: [freigabe.client_id], ...DRITT_GRENZE }, jetzt);
  if (!zulassung.erlaubt) {
    reply.header('retry-after', String(zulassung.wiederholenNachSekunden));
    throw new HttpFehler(429, texte.allgemein.zuVieleAnfragen);
  }
  return zugriff;
}

/** A contract the grant names and the customer still has; anything else is 404 like a foreign id. */
export function vertragFreigegeben(z: DrittZugriff, vertragId: string): void {
  if (!z.vertraege.includes(vertragId)) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
}

/** The audit and the customer's access log in one row: when, which call, how many values. */
export async function zugriffProtokollieren(app: FastifyInstance, z: DrittZugriff, aufruf: string, anzahl: number): Promise<void> {
  await app.dienste.db
    .insertInto('freigabe_zugriff')
    .values({ mandant: z.mandant, kundennummer: z.kundennummer, freigabe_id: z.freigabeId, zeitpunkt: app.dienste.uhr.jetzt(), aufruf, anzahl })
    .execute();
}
