import type { Zeitreihe } from '@ekp/contract';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATENBANKEN, bauen, einspielen, kunde, type TestApp } from '../../../test/helper.ts';
import { clientAnlegen } from '../../domain/oauth-clients.ts';

/**
 * The third party as the real world writes it: openid-client (v6), a certified relying-party library no one on
 * the project wrote, against the portal over HTTP — discovery by both metadata paths, PKCE, code, data,
 * refresh and RFC 7009 revocation. Only the customer's consent is played by hand, as the portal's browser.
 */
const REDIRECT = 'http://localhost:9/rueckruf';
const SCOPES = 'vertrag:lesen verbrauch:lesen';

const vertrag = {
  id: 'V1', versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2020-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const,
  zaehler: { nummer: 'Z-V1', kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }] },
  lastgang: Array.from({ length: 96 }, (_, i) => {
    const von = new Date('2026-11-18T00:00:00+01:00').getTime() + i * 900_000;
    return { von: new Date(von).toISOString(), bis: new Date(von + 900_000).toISOString(), verbrauch: 0.25 };
  }),
};

describe.each(DATENBANKEN)('A third party with openid-client (%s)', (art) => {
  let t: TestApp;
  let basis: string;
  let clientId: string;
  const optionen = { execute: [client.allowInsecureRequests] };
  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag] })] });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    basis = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
    clientId = await clientAnlegen(t.db, 'musterstadt', { name: 'Energiemanager GmbH', redirects: [REDIRECT], scopes: ['vertrag:lesen', 'verbrauch:lesen'] });
  });
  afterAll(() => t?.schliessen());

  /** The customer's browser: the authorization URL, the portal's consent (signed in), back to the third party. */
  async function zustimmen(url: URL): Promise<URL> {
    const start = await fetch(url, { redirect: 'manual' });
    expect(start.status, await start.clone().text()).toBe(303);
    const seite = new URL(start.headers.get('location')!, basis);
    expect(seite.pathname).toBe('/freigaben/zustimmung');
    const cookies = start.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { host: _host, ...sitzung } = await t.als('1001').kopf();
    const ok = await fetch(`${basis}/api/freigaben/anfrage`, {
      method: 'POST',
      headers: { ...sitzung, cookie: cookies, 'content-type': 'application/json' },
      body: JSON.stringify({ uid: seite.searchParams.get('uid'), vertraege: ['V1'], monate: 6 }),
    });
    expect(ok.status, await ok.clone().text()).toBe(201);
    const zurueck = await fetch(new URL(((await ok.json()) as { weiter: string }).weiter, basis), { redirect: 'manual', headers: { cookie: cookies } });
    expect(zurueck.status, await zurueck.clone().text()).toBe(303);
    return new URL(zurueck.headers.get('location')!, basis);
  }

  it('finds the same metadata at the RFC 8414 path and the OpenID path, and no openid scope in it', async () => {
    const rfc8414 = await fetch(`${basis}/.well-known/oauth-authorization-server/oauth`);
    expect(rfc8414.status).toBe(200);
    expect(rfc8414.headers.get('content-type')).toMatch(/^application\/json/);
    const metadaten = (await rfc8414.json()) as Record<string, unknown>;
    expect(metadaten).toEqual(await (await fetch(`${basis}/oauth/.well-known/openid-configuration`)).json());
    expect(metadaten).toMatchObject({ issuer: `${basis}/oauth`, token_endpoint: `${basis}/oauth/token`, revocation_endpoint: `${basis}/oauth/token/revocation`, code_challenge_methods_supported: ['S256'] });
    expect(metadaten.scopes_supported).toEqual(expect.arrayContaining(['vertrag:lesen', 'verbrauch:lesen', 'ablesungen:lesen']));
    expect(metadaten.scopes_supported).not.toContain('openid');

    const oauth2 = await client.discovery(new URL(`${basis}/oauth`), clientId, undefined, client.None(), { ...optionen, algorithm: 'oauth2' });
    const oidc = await client.discovery(new URL(`${basis}/oauth`), clientId, undefined, client.None(), { ...optionen, algorithm: 'oidc' });
    expect(oauth2.serverMetadata()).toEqual(oidc.serverMetadata());
  });

  it('runs the whole flow: PKCE, code, data, a challenge for a missing scope, refresh, revocation', async () => {
    const config = await client.discovery(new URL(`${basis}/oauth`), clientId, undefined, client.None(), { ...optionen, algorithm: 'oauth2' });
    const pkceCodeVerifier = client.randomPKCECodeVerifier();
    const expectedState = client.randomState();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: SCOPES, state: expectedState, code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier), code_challenge_method: 'S256' });
    const tokens = await client.authorizationCodeGrant(config, await zustimmen(url), { pkceCodeVerifier, expectedState });
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: SCOPES });
    expect(tokens.id_token).toBeUndefined();
    expect(tokens.expires_in).toBe(600);

    const api = (pfad: string) => new URL(`${basis}/api/v1/freigabe${pfad}`);
    const vertraege = await client.fetchProtectedResource(config, tokens.access_token, api('/vertraege'), 'GET');
    expect(((await vertraege.json()) as { id: string }[]).map((v) => v.id)).toEqual(['V1']);
    const lastgang = (await (await client.fetchProtectedResource(config, tokens.access_token, api('/vertraege/V1/lastgang?von=2026-11-18&bis=2026-11-18'), 'GET')).json()) as Zeitreihe[];
    expect(lastgang[0]?.werte).toHaveLength(96);

    // RFC 6750 §3.1: a scope the grant lacks is a 403 whose challenge names the scope needed.
    const ohneScope = await fetch(api('/vertraege/V1/ablesungen'), { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(ohneScope.status).toBe(403);
    expect(ohneScope.headers.get('www-authenticate')).toBe('Bearer realm="freigabe", error="insufficient_scope", scope="ablesungen:lesen"');
    const challenge = await client.fetchProtectedResource(config, tokens.access_token, api('/vertraege/V1/ablesungen'), 'GET').then(
      () => undefined,
      (fehler: unknown) => fehler,
    );
    expect(challenge).toBeInstanceOf(client.WWWAuthenticateChallengeError);
    expect((challenge as client.WWWAuthenticateChallengeError).cause[0]).toMatchObject({ scheme: 'bearer', parameters: { error: 'insufficient_scope', scope: 'ablesungen:lesen' } });

    const erneuert = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(erneuert.refresh_token).not.toBe(tokens.refresh_token);
    expect((await client.fetchProtectedResource(config, erneuert.access_token, api('/vertraege'), 'GET')).status).toBe(200);

    // RFC 7009: the third party gives the grant up itself; its refresh and its data calls end.
    await client.tokenRevocation(config, erneuert.refresh_token!);
    await expect(client.refreshTokenGrant(config, erneuert.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    const danach = await fetch(api('/vertraege'), { headers: { authorization: `Bearer ${erneuert.access_token}` } });
    expect(danach.status).toBe(401);
    expect(danach.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('refuses the openid scope it does not offer', async () => {
    const config = await client.discovery(new URL(`${basis}/oauth`), clientId, undefined, client.None(), optionen);
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: `openid ${SCOPES}`, state: 'z', nonce: 'n', code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()), code_challenge_method: 'S256' });
    const antwort = await fetch(url, { redirect: 'manual' });
    const ziel = new URL(antwort.headers.get('location') ?? '', basis);
    expect(ziel.origin + ziel.pathname).toBe(REDIRECT);
    expect(ziel.searchParams.get('error')).toBe('invalid_scope');
  });
});
