import type { Freigabe, Zeitreihe } from '@ekp/contract';
import type { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATENBANKEN, bauen, einspielen, kunde, type TestApp } from '../../../test/helper.ts';
import { clientAnlegen } from '../../domain/oauth-clients.ts';
import { DRITT_GRENZE } from './dritt-zugriff.ts';
import { testFreigabe } from '../../../test/testdaten/freigabe.ts';

const unsicher = { [oauth.allowInsecureRequests]: true };
const REDIRECT = 'http://localhost:9/rueckruf';

/** 96 quarter hours of 18 November 2026 (Berlin), 0.25 kWh each, as the importer takes them. */
function lastgang() {
  const beginn = new Date('2026-11-18T00:00:00+01:00').getTime();
  return Array.from({ length: 96 }, (_, i) => ({ von: new Date(beginn + i * 900_000).toISOString(), bis: new Date(beginn + (i + 1) * 900_000).toISOString(), verbrauch: 0.25 }));
}
const vertrag = (id: string, mitLastgang = false) => ({
  id, versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', lieferbeginn: '2020-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const,
  zaehler: { nummer: `Z-${id}`, kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }] },
  ...(mitLastgang ? { lastgang: lastgang() } : {}),
});

describe.each(DATENBANKEN)('OAuth data sharing, the whole flow (%s)', (art) => {
  let t: TestApp;
  let basis: string;
  let as: oauth.AuthorizationServer;
  let client: oauth.Client;
  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V1', true), vertrag('V3')] }), kunde('1002', { vertraege: [vertrag('V2', true)] })] });
    // A port the system gives: a fixed one in the ephemeral range can be taken by any outgoing connection.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    basis = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
    const issuer = new URL(`${basis}/oauth`);
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...unsicher }));
    client = { client_id: await clientAnlegen(t.db, 'musterstadt', { name: 'Energiemanager GmbH', redirects: [REDIRECT], scopes: ['vertrag:lesen', 'verbrauch:lesen'] }) };
  });
  afterAll(() => t.schliessen());

  /** The third party's start in a browser: the authorization request; its cookies and the consent page's uid. */
  async function beginnen(verifier: string, extra: Record<string, string> = {}) {
    const url = new URL(as.authorization_endpoint!);
    const parameter = { client_id: client.client_id, redirect_uri: REDIRECT, response_type: 'code', scope: 'vertrag:lesen verbrauch:lesen', code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state: 'zustand', ...extra };
    for (const [k, v] of Object.entries(parameter)) url.searchParams.set(k, v);
    const start = await fetch(url, { redirect: 'manual' });
    expect(start.status, await start.clone().text()).toBe(303);
    const seite = new URL(start.headers.get('location')!, basis);
    expect(seite.pathname).toBe('/freigaben/zustimmung');
    // A browser sends a cookie only below its path; the tests hand every cookie to every call.
    const cookies = start.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    return { uid: seite.searchParams.get('uid')!, cookies };
  }

  /** The browser's part: the authorization request, the customer's consent in the portal, the redirect back. */
  async function zustimmen(kundennummer: string, vertraege: string[], verifier: string, extra: Record<string, string> = {}) {
    const { uid, cookies } = await beginnen(verifier, extra);
    const ich = portal(kundennummer, cookies);
    const anfrage = await ich(`/freigaben/anfrage?uid=${uid}`);
    expect(anfrage.status).toBe(200);
    expect(await anfrage.json()).toMatchObject({ client: { name: 'Energiemanager GmbH', domain: new URL(REDIRECT).host }, scopes: ['vertrag:lesen', 'verbrauch:lesen'], hoechstdauerMonate: 12 });
    const ok = await ich('/freigaben/anfrage', { method: 'POST', body: JSON.stringify({ uid, vertraege, monate: 6 }) });
    expect(ok.status).toBe(201);
    const zurueck = await fetch(new URL(((await ok.json()) as { weiter: string }).weiter, basis), { redirect: 'manual', headers: { cookie: cookies } });
    expect(zurueck.status, await zurueck.clone().text()).toBe(303);
    return new URL(zurueck.headers.get('location')!, basis);
  }

  /** The customer's browser on the portal's own origin, with the portal session's headers. */
  function portal(kundennummer: string, cookies?: string) {
    const kopf = t.als(kundennummer).kopf();
    return async (pfad: string, init: RequestInit = {}) => {
      const { host: _host, ...sitzung } = await kopf;
      return fetch(`${basis}/api${pfad}`, { ...init, headers: { ...sitzung, ...(cookies ? { cookie: cookies } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) } });
    };
  }

  async function holen(pfad: string, token: string) {
    return fetch(`${basis}/api/v1/freigabe${pfad}`, { headers: { authorization: `Bearer ${token}` } });
  }

  it('consents, fetches interval data, is logged; revoking fails the next call and the refresh', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const rueck = await zustimmen('1001', ['V1'], verifier);
    const params = oauth.validateAuthResponse(as, client, rueck, 'zustand');
    const antwort = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, unsicher));
    expect(rueck.origin + rueck.pathname).toBe(REDIRECT);
    expect(antwort.refresh_token).toBeTruthy();

    const vertraege = await holen('/vertraege', antwort.access_token);
    expect(vertraege.status).toBe(200);
    expect(((await vertraege.json()) as { id: string }[]).map((v) => v.id)).toEqual(['V1']);
    const lg = await holen('/vertraege/V1/lastgang?von=2026-11-18&bis=2026-11-18', antwort.access_token);
    expect(lg.status).toBe(200);
    const reihen = (await lg.json()) as Zeitreihe[];
    expect(reihen).toHaveLength(1);
    expect(reihen[0]).toMatchObject({ obis: '1-1:1.29.0', aufloesung: 'PT15M' });
    expect(reihen[0]!.werte).toHaveLength(96);
    expect(reihen[0]!.werte[0]).toEqual({ von: '2026-11-18T00:00:00+01:00', wert: 0.25, qualitaet: 'gemessen' });

    // Not granted: the other contract of the same customer, another customer's contract, a scope not granted.
    expect((await holen('/vertraege/V3/lastgang?von=2026-11-18&bis=2026-11-18', antwort.access_token)).status).toBe(404);
    expect((await holen('/vertraege/V2/lastgang?von=2026-11-18&bis=2026-11-18', antwort.access_token)).status).toBe(404);
    expect((await holen('/vertraege/V1/ablesungen', antwort.access_token)).status).toBe(403);
    // A third-party token is no portal session.
    const alsSitzung = await fetch(`${basis}/api/anschlussnutzer`, { headers: { authorization: `Bearer ${antwort.access_token}`, token: antwort.access_token, kundennummer: '1001' } });
    expect(alsSitzung.status).toBe(401);

    const ich = portal('1001');
    const liste = (await (await ich('/freigaben')).json()) as Freigabe[];
    expect(liste).toHaveLength(1);
    expect(liste[0]).toMatchObject({ client: { name: 'Energiemanager GmbH' }, vertraege: ['V1'], widerrufen: null });
    expect(liste[0]!.zugriffe.map((z) => z.anzahl)).toEqual([96, 1]);
    // Another customer sees nothing of it and cannot revoke it.
    const anderer = portal('1002');
    expect(await (await anderer('/freigaben')).json()).toEqual([]);
    expect((await anderer(`/freigaben/${liste[0]!.id}`, { method: 'DELETE' })).status).toBe(404);

    expect((await ich(`/freigaben/${liste[0]!.id}`, { method: 'DELETE' })).status).toBe(204);
    const danach = await holen('/vertraege/V1/lastgang?von=2026-11-18&bis=2026-11-18', antwort.access_token);
    expect(danach.status).toBe(401);
    const refresh = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), antwort.refresh_token!, unsicher);
    await expect(oauth.processRefreshTokenResponse(as, client, refresh)).rejects.toThrow();
  });

  it('refuses a code twice, a code without its verifier, and a request without PKCE or with another redirect URI', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const params = oauth.validateAuthResponse(as, client, await zustimmen('1001', ['V1'], verifier), 'zustand');
    const einloesen = (v: string) => oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, v, unsicher).then((r) => oauth.processAuthorizationCodeResponse(as, client, r));
    await expect(einloesen(oauth.generateRandomCodeVerifier())).rejects.toThrow();
    expect((await einloesen(verifier)).access_token).toBeTruthy();
    await expect(einloesen(verifier)).rejects.toThrow();

    const ohnePkce = new URL(as.authorization_endpoint!);
    for (const [k, v] of Object.entries({ client_id: client.client_id, redirect_uri: REDIRECT, response_type: 'code', scope: 'vertrag:lesen', state: 'x' })) ohnePkce.searchParams.set(k, v);
    const a = await fetch(ohnePkce, { redirect: 'manual' });
    expect(a.headers.get('location') ?? '').toContain('error=invalid_request');
    ohnePkce.searchParams.set('redirect_uri', `${REDIRECT}/anders`);
    const b = await fetch(ohnePkce, { redirect: 'manual' });
    expect(b.status).toBe(400);
  });

  it('a request is answered only from the browser that started it: the attacker\'s resume gets no code', async () => {
    // The attacker starts a request and sends its consent link to the victim, who is signed in to the portal.
    const verifier = oauth.generateRandomCodeVerifier();
    const angreifer = await beginnen(verifier);
    const opfer = portal('1001');
    const freigaben = async () => ((await (await opfer('/freigaben')).json()) as Freigabe[]).length;
    const vorher = await freigaben();
    expect((await opfer(`/freigaben/anfrage?uid=${angreifer.uid}`)).status).toBe(404);
    const zustimmung = await opfer('/freigaben/anfrage', { method: 'POST', body: JSON.stringify({ uid: angreifer.uid, vertraege: ['V1'], monate: 6 }) });
    expect(zustimmung.status).toBe(404);
    // Another browser's pending request: the victim's own cookies name another uid.
    const eigene = await beginnen(oauth.generateRandomCodeVerifier());
    const mitEigenen = portal('1001', eigene.cookies);
    expect((await mitEigenen('/freigaben/anfrage', { method: 'POST', body: JSON.stringify({ uid: angreifer.uid, vertraege: ['V1'], monate: 6 }) })).status).toBe(404);
    expect((await mitEigenen('/freigaben/anfrage/ablehnen', { method: 'POST', body: JSON.stringify({ uid: angreifer.uid }) })).status).toBe(404);
    expect((await opfer('/freigaben/anfrage/ablehnen', { method: 'POST', body: JSON.stringify({ uid: angreifer.uid }) })).status).toBe(404);
    expect(await freigaben()).toBe(vorher);

    // The attacker resumes with his cookies: the request is still unanswered, so back to the consent page, no code.
    const weiter = await fetch(`${basis}/oauth/auth/${angreifer.uid}`, { redirect: 'manual', headers: { cookie: angreifer.cookies } });
    const ziel = weiter.headers.get('location') ?? '';
    expect(ziel).not.toContain('code=');
    expect(ziel.startsWith(REDIRECT)).toBe(false);
  });

  it('refuses a client_id outside the pattern (NUL, control characters) with invalid_client before any query', async () => {
    for (const id of ['%00', 'a%00b', '%01', 'x%20y']) {
      const a = await fetch(`${basis}/oauth/auth?client_id=${id}&response_type=code&scope=vertrag:lesen`, { redirect: 'manual' });
      expect(a.status, id).toBe(400);
      expect(await a.text()).toContain('invalid_client');
      const b = await fetch(`${basis}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `grant_type=authorization_code&code=x&redirect_uri=${encodeURIComponent(REDIRECT)}&code_verifier=${'a'.repeat(43)}&client_id=${id}` });
      // A malformed id is a bad request (400), not a failed client authentication (401, a well-formed unknown client).
      expect(b.status, id).toBe(400);
      expect(((await b.json()) as { error: string }).error).toBe('invalid_client');
    }
  });

  it('a portal session is no bearer token; without a token the API is 401', async () => {
    const kopf = await t.als('1001').kopf();
    expect((await holen('/vertraege', kopf.token!)).status).toBe(401);
    expect((await fetch(`${basis}/api/v1/freigabe/vertraege`)).status).toBe(401);
  });
});

describe.each(DATENBANKEN)('Third-party rate limit (%s)', (art) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag('V1')] })] });
  });
  afterAll(() => t.schliessen());

  it(`answers 429 with Retry-After above ${DRITT_GRENZE.max} calls per client and minute`, async () => {
    const { token } = await testFreigabe(t.app, { mandant: 'musterstadt', kundennummer: '1001', scopes: ['vertrag:lesen'], vertraege: ['V1'] });
    const vorher = DRITT_GRENZE.max;
    DRITT_GRENZE.max = 3;
    try {
      const rufe = () => t.app.inject({ method: 'GET', url: '/api/v1/freigabe/vertraege', headers: { host: 'localhost', authorization: `Bearer ${token}` } });
      for (let i = 0; i < 3; i++) expect((await rufe()).statusCode).toBe(200);
      const zuViel = await rufe();
      expect(zuViel.statusCode).toBe(429);
      expect(Number(zuViel.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      DRITT_GRENZE.max = vorher;
    }
  });
});
