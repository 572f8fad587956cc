import type { FreigabeScope } from '@ekp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAnlegen } from '../../src/domain/oauth-clients.ts';
import { ressource } from '../../src/features/freigabe/provider.ts';

/**
 * A grant as the consent page makes it, with an access token, without a browser: for tests that walk
 * every endpoint (test/zugriff.test.ts). The token is for `host` (the test requests' Host header).
 */
export async function testFreigabe(app: FastifyInstance, f: { mandant: string; kundennummer: string; scopes: FreigabeScope[]; vertraege: string[]; host?: string; ablauf?: Date }) {
  const host = f.host ?? 'localhost';
  const provider = await app.oauthProvider({ mandant: { key: f.mandant }, protocol: 'http', host } as FastifyRequest);
  const clientId = await clientAnlegen(app.dienste.db, f.mandant, { name: 'Testdienst', redirects: ['https://dritter.example/rueckruf'], scopes: ['vertrag:lesen', 'verbrauch:lesen', 'ablesungen:lesen'] });
  const client = await provider.Client.find(clientId);
  const api = ressource(`http://${host}/oauth`);
  const grant = new provider.Grant({ accountId: f.kundennummer, clientId });
  grant.addResourceScope(api, f.scopes.join(' '));
  const grantId = await grant.save();
  const jetzt = app.dienste.uhr.jetzt();
  await app.dienste.db
    .insertInto('freigabe')
    .values({ mandant: f.mandant, kundennummer: f.kundennummer, id: grantId, client_id: clientId, scopes: f.scopes.join(' '), vertraege: JSON.stringify(f.vertraege), erstellt: jetzt, ablauf: f.ablauf ?? new Date(jetzt.getTime() + 30 * 86_400_000) })
    .execute();
  const token = new provider.AccessToken({ gty: 'authorization_code', accountId: f.kundennummer, client: client!, grantId, scope: f.scopes.join(' '), aud: api });
  return { id: grantId, token: await token.save() };
}
