import { FREIGABE_HOECHSTDAUER_MONATE, freigabenApi, freigabeTexte, texte, type FreigabeScope } from '@ekp/contract';
import { addMonths } from 'date-fns/addMonths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { ressource } from './provider.ts';
import { issuerFuer } from './oauth.ts';
import { eigeneVertraege, freigabenLesen, scopesAus } from './repository.ts';

/**
 * The customer's side: the consent page reads the pending authorization request (by the uid
 * oidc-provider put in the page's URL) and answers it; /freigaben lists and revokes grants.
 */
export async function freigabeKundeRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;

  /**
   * The pending request of this tenant's authorization server, only for the browser that started it: the
   * uid must be the one in the browser's signed interaction cookie (provider.ts). A uid alone would let anyone
   * who started a request have someone else answer it. Unknown, foreign, answered or expired is 404.
   */
  async function anfrageLesen(request: FastifyRequest, reply: FastifyReply, uid: string) {
    const provider = await app.oauthProvider(request);
    const interaktion = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!interaktion || interaktion.uid !== uid || interaktion.result) throw new HttpFehler(404, freigabeTexte.zustimmung.abgelaufen);
    const client = await provider.Client.find(String(interaktion.params.client_id));
    if (!client) throw new HttpFehler(404, freigabeTexte.zustimmung.abgelaufen);
    const api = ressource(issuerFuer(request));
    const verlangt = new Set(String(interaktion.params.scope ?? '').split(' '));
    const erlaubt = scopesAus(client.scope ?? '');
    const scopes: FreigabeScope[] = erlaubt.filter((s) => verlangt.has(s));
    return { provider, interaktion, client, api, scopes };
  }

  route(app, freigabenApi.anfrage, async ({ request, reply, query, sitzung }) => {
    const { client, scopes, interaktion } = await anfrageLesen(request, reply, query.uid);
    const vertraege = await eigeneVertraege(db, sitzung.mandant, sitzung.kundennummer);
    return {
      // The host the browser (and with it the authorization code) goes back to: the customer sees where the data go.
      client: { id: client.clientId, name: client.clientName ?? client.clientId, domain: new URL(String(interaktion.params.redirect_uri)).host },
      scopes,
      vertraege: vertraege.map((v) => ({ id: v.id, versorgungsart: v.versorgungsart, adresse: `${v.strasse} ${v.hausnummer}, ${v.plz} ${v.ort}` })),
      hoechstdauerMonate: FREIGABE_HOECHSTDAUER_MONATE,
    };
  });

  route(app, freigabenApi.zustimmen, async ({ request, reply, body, sitzung }) => {
    const { provider, interaktion, client, api, scopes } = await anfrageLesen(request, reply, body.uid);
    if (scopes.length === 0) throw new HttpFehler(403, freigabeTexte.api.scopeFehlt);
    const eigene = new Set((await eigeneVertraege(db, sitzung.mandant, sitzung.kundennummer)).map((v) => v.id));
    // Another customer's contract is "not found", as everywhere in the portal.
    if (!body.vertraege.every((v) => eigene.has(v))) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
    const jetzt = uhr.jetzt();
    const ablauf = addMonths(jetzt, body.monate);
    const grant = new provider.Grant({ accountId: sitzung.kundennummer, clientId: client.clientId });
    // The scopes are the API's (resource indicator) and, as the provider lists them, its own too.
    grant.addResourceScope(api, scopes.join(' '));
    grant.addOIDCScope(scopes.join(' '));
    const grantId = await grant.save();
    await db
      .insertInto('freigabe')
      .values({ mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, id: grantId, client_id: client.clientId, scopes: scopes.join(' '), vertraege: JSON.stringify([...new Set(body.vertraege)]), erstellt: jetzt, ablauf })
      .execute();
    interaktion.result = { login: { accountId: sitzung.kundennummer }, consent: { grantId } };
    await interaktion.save(Math.max(1, interaktion.exp - Math.floor(Date.now() / 1000)));
    return { weiter: interaktion.returnTo };
  });

  route(app, freigabenApi.ablehnen, async ({ request, reply, body }) => {
    const { interaktion } = await anfrageLesen(request, reply, body.uid);
    interaktion.result = { error: 'access_denied', error_description: 'Der Kunde hat die Freigabe abgelehnt.' };
    await interaktion.save(Math.max(1, interaktion.exp - Math.floor(Date.now() / 1000)));
    return { weiter: interaktion.returnTo };
  });

  route(app, freigabenApi.liste, async ({ sitzung }) => freigabenLesen(db, sitzung.mandant, sitzung.kundennummer));

  route(app, freigabenApi.widerrufen, async ({ request, params, sitzung }) => {
    const zeile = await db
      .selectFrom('freigabe')
      .select(['id', 'widerrufen'])
      .where('mandant', '=', sitzung.mandant)
      .where('kundennummer', '=', sitzung.kundennummer)
      .where('id', '=', params.freigabeId)
      .executeTakeFirst();
    if (!zeile) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
    if (zeile.widerrufen) return;
    await db.updateTable('freigabe').set({ widerrufen: uhr.jetzt() }).where('mandant', '=', sitzung.mandant).where('kundennummer', '=', sitzung.kundennummer).where('id', '=', zeile.id).execute();
    // The grant and with it every code, access and refresh token of it: the next call and refresh fail.
    const provider = await app.oauthProvider(request);
    const grant = await provider.Grant.find(zeile.id);
    await grant?.destroy();
    await db.deleteFrom('oauth_speicher').where('mandant', '=', sitzung.mandant).where('grant_id', '=', zeile.id).execute();
  });
}
