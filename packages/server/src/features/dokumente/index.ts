import { dokumenteApi, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { Datei, route } from '../../kern/route.ts';
import { nichtGefunden } from '../../kern/http-fehler.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { dokumentMitInhalt, dokumenteLesen } from './repository.ts';
import { leseDb } from '../../shared/lese-db.ts';

// SPEC §7 document calls: the lists, and the file itself as a download (only the customer's own).
export async function dokumenteRoutes(app: FastifyInstance): Promise<void> {
  // Reads only, of documents the utility imports: a read replica may answer (shared/lese-db.ts).
  // Documents stored without their bytes are rendered on the primary (domain/dokument-bei-bedarf.ts).
  route(app, dokumenteApi.alle, async ({ sitzung, mandant }) => dokumenteLesen(leseDb(app.dienste, sitzung), app.dienste.db, mandant, sitzung.kundennummer));

  route(app, dokumenteApi.vertrag, async ({ sitzung, params, mandant }) => {
    const db = leseDb(app.dienste, sitzung);
    await eigenerVertrag(db, sitzung, params.vertragId);
    return dokumenteLesen(db, app.dienste.db, mandant, sitzung.kundennummer, params.vertragId);
  });

  // SPEC §7: the file itself, as a download; only the customer's own.
  route(app, dokumenteApi.daten, async ({ sitzung, params, mandant }) => {
    const dokument = await dokumentMitInhalt(leseDb(app.dienste, sitzung), app.dienste.db, mandant, sitzung.kundennummer, params.id);
    if (!dokument) throw nichtGefunden(texte.allgemein.nichtGefunden);
    return new Datei(dokument.inhalt, dokument.mime_type, dokument.dateiname);
  });
}
