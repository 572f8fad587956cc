import { serviceApi } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { ablesekampagnenRoutes } from './ablesekampagne/routes.ts';
import { aktionenRoutes } from './aktionen.ts';
import { anmeldenRoutes } from './anmelden.ts';
import { ansichtRoutes } from './ansicht.ts';
import { einstellungenRoutes } from './einstellungen.ts';
import { kundenseite } from './kunde.ts';
import { messwerteRoutes } from './messwerte.ts';
import { abrechnungsinformationKonsoleRoutes } from './abrechnungsinformation.ts';
import { mitarbeiterRoutes } from './mitarbeiter.ts';
import { oauthClientRoutes } from './oauth-clients.ts';
import { protokollieren } from './protokoll.ts';
import { protokollRoutes } from './protokoll-routes.ts';
import { serviceRoute } from './sitzung.ts';
import { kundenSuchen } from './suche.ts';
import { vorgaengeRoutes } from './vorgaenge.ts';

/** The service console for the utility's staff (docs/service.md). */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;
  anmeldenRoutes(app);

  serviceRoute(app, serviceApi.kundenSuche, async ({ ma, query, request }) => {
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'suche', details: query.suche });
    if (query.suche.length < 2) return { treffer: [], gesamt: 0, begrenzt: false, seite: query.seite, seitengroesse: 20 };
    return kundenSuchen(db, ma.mandant, query.suche, query.seite);
  });

  serviceRoute(app, serviceApi.kunde, async ({ ma, params, request }) => {
    const seite = await kundenseite(db, ma.mandant, params.kundennummer, uhr.jetzt());
    await protokollieren(db, request, { kennung: ma.kennung, aktion: 'kunde_ansehen', kundennummer: seite.kundennummer });
    return seite;
  });

  messwerteRoutes(app);
  abrechnungsinformationKonsoleRoutes(app);
  ansichtRoutes(app);
  aktionenRoutes(app);
  vorgaengeRoutes(app);
  protokollRoutes(app);
  mitarbeiterRoutes(app);
  einstellungenRoutes(app);
  oauthClientRoutes(app);
  ablesekampagnenRoutes(app);
}
