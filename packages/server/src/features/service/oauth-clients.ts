import { serviceApi } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { clientAnlegen, clientPruefen, clientsLesen } from '../../domain/oauth-clients.ts';
import { protokollieren } from './protokoll.ts';
import { serviceRoute } from './sitzung.ts';

/**
 * The tenant's ADMIN registers third-party OAuth clients in the console, with the CLI's code
 * (domain/oauth-clients.ts). The client_id is answered once, in full; the list shows its beginning.
 */
export function oauthClientRoutes(app: FastifyInstance): void {
  const { db } = app.dienste;

  serviceRoute(
    app,
    serviceApi.oauthClients,
    async ({ ma }) => ({
      clients: (await clientsLesen(db, ma.mandant)).map((c) => ({
        clientIdAnfang: `${c.clientId.slice(0, 8)}…`,
        name: c.name,
        redirects: c.redirects,
        scopes: c.scopes,
        erstellt: c.erstellt.toISOString(),
      })),
    }),
    { admin: true },
  );

  serviceRoute(
    app,
    serviceApi.oauthClientAnlegen,
    async ({ ma, body, request }) => {
      const neu = { name: body.name, redirects: body.redirects, scopes: body.scopes };
      const fehler = clientPruefen(neu);
      if (fehler) throw new HttpFehler(400, fehler, { [/Redirect/.test(fehler) ? 'redirects' : /Scope/.test(fehler) ? 'scopes' : 'name']: fehler });
      const clientId = await clientAnlegen(db, ma.mandant, neu);
      await protokollieren(db, request, { kennung: ma.kennung, aktion: 'oauth_client_angelegt', details: `${clientId} ${body.name} (${[...new Set(body.scopes)].join(' ')})` });
      return { clientId };
    },
    { admin: true },
  );
}
