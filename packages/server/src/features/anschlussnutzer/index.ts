import { anschlussnutzerApi, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { HttpFehler } from '../../shared/http-fehler.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { anschlussnutzerLesen, kontaktdatenSpeichern } from './repository.ts';
import { leseDb } from '../../shared/lese-db.ts';

export async function anschlussnutzerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.dienste;

  route(app, anschlussnutzerApi.lesen, async ({ sitzung }) => {
    const kunde = await anschlussnutzerLesen(leseDb(app.dienste, sitzung), sitzung.mandant, sitzung.kundennummer);
    if (!kunde) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
    return kunde;
  });

  // The email rule is part of KontaktdatenSchema, so the route's validation already enforces it.
  route(app, anschlussnutzerApi.kontaktdatenAktualisieren, async ({ sitzung, body }) => {
    await db.transaction().execute(async (trx) => {
      const gespeichert = await kontaktdatenSpeichern(trx, sitzung.mandant, sitzung.kundennummer, body);
      await inOutbox(trx, { mandant: sitzung.mandant, art: 'kontaktdaten', kundennummer: sitzung.kundennummer, payload: gespeichert });
    });
    const kunde = await anschlussnutzerLesen(db, sitzung.mandant, sitzung.kundennummer);
    if (!kunde) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
    return kunde;
  });
}
