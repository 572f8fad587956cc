import { serviceTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, NORDLICHT_HOST, type TestApp, type Zugang } from '../../../test/helper.ts';
import { mitarbeiter } from './testhilfe.ts';

// The tenant's ADMIN registers third-party OAuth clients in the console, like the CLI does.
describe.each(DATENBANKEN)('Servicekonsole: OAuth-Clients (%s)', (art) => {
  let t: TestApp;
  let admin: Zugang;
  const GUT = { name: 'Energiemanager GmbH', redirects: ['https://em.example/rueckruf', 'http://localhost:8080/cb'], scopes: ['verbrauch:lesen', 'vertrag:lesen'] };

  beforeEach(async () => {
    t = await bauen(art);
    await mitarbeiter(t, 'anna', 'ADMIN');
    admin = t.alsMitarbeiter('anna');
    await admin.kopf();
  });
  afterEach(() => t.schliessen());

  const anlegen = (body: object, wer = admin) => wer.post('/service/oauth-clients', body);
  const liste = (wer = admin) => wer.get('/service/oauth-clients');

  it('creates a public client that the authorization server knows, shows its id once, and audits it', async () => {
    const r = await anlegen(GUT);
    expect(r.statusCode, r.body).toBe(201);
    const { clientId } = r.json() as { clientId: string };
    expect(clientId).toMatch(/^ekp_[\w-]{16}$/);
    const zeile = await t.db.selectFrom('oauth_client').selectAll().where('client_id', '=', clientId).executeTakeFirstOrThrow();
    expect(zeile).toMatchObject({ mandant: 'musterstadt', name: GUT.name, redirect_uris: GUT.redirects, scopes: 'verbrauch:lesen vertrag:lesen' });
    const l = (await liste()).json() as { clients: { clientIdAnfang: string; name: string; redirects: string[]; scopes: string[] }[] };
    expect(l.clients).toEqual([{ clientIdAnfang: `${clientId.slice(0, 8)}…`, name: GUT.name, redirects: GUT.redirects, scopes: GUT.scopes, erstellt: expect.any(String) }]);
    expect(JSON.stringify(l)).not.toContain(clientId);
    const p = await t.db.selectFrom('service_protokoll').select(['kennung', 'aktion', 'details']).where('aktion', '=', 'oauth_client_angelegt').execute();
    expect(p).toEqual([{ kennung: 'anna', aktion: 'oauth_client_angelegt', details: `${clientId} ${GUT.name} (verbrauch:lesen vertrag:lesen)` }]);
    // oidc-provider finds it: the authorization request goes on to the login/consent interaction, not invalid_client.
    const auth = await t.app.inject({
      method: 'GET',
      url: `/oauth/auth?${new URLSearchParams({ client_id: clientId, redirect_uri: GUT.redirects[0]!, response_type: 'code', scope: 'verbrauch:lesen', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' })}`,
    });
    expect(auth.statusCode, auth.body).toBe(303);
    expect(auth.headers.location).toMatch(/interaction|zustimmung|freigabe/i);
  });

  it('refuses bad redirect URIs, unknown scopes and an empty name with 400 in German, nothing stored', async () => {
    for (const body of [
      { ...GUT, redirects: ['http://em.example/cb'] },
      { ...GUT, redirects: ['https://em.example/cb#x'] },
      { ...GUT, redirects: ['/cb'] },
      { ...GUT, redirects: [] },
      { ...GUT, scopes: ['alles:lesen'] },
      { ...GUT, scopes: [] },
      { ...GUT, name: ' ' },
    ]) {
      const r = await anlegen(body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof r.json().data).toBe('string');
    }
    expect(await t.db.selectFrom('oauth_client').selectAll().execute()).toEqual([]);
  });

  it('is the ADMIN\'s: SACHBEARBEITUNG gets 403; another tenant\'s ADMIN sees none of them', async () => {
    await mitarbeiter(t, 'bert');
    const bert = t.alsMitarbeiter('bert');
    expect((await anlegen(GUT, bert)).statusCode).toBe(403);
    expect((await anlegen(GUT, bert)).json()).toEqual({ data: serviceTexte.nurAdmin });
    expect((await liste(bert)).statusCode).toBe(403);
    expect((await anlegen(GUT)).statusCode).toBe(201);
    await mitarbeiter(t, 'nina', 'ADMIN', 'nordlicht');
    const nina = t.alsMitarbeiter('nina', { host: NORDLICHT_HOST, mandant: 'nordlicht' });
    expect((await liste(nina)).json()).toEqual({ clients: [] });
    expect((await anlegen(GUT, nina)).statusCode).toBe(201);
    expect((await liste()).json().clients).toHaveLength(1);
  });
});
