import { dokumenteApi, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { sitzungPruefen } from '../../kern/sitzung.ts';
import { nichtGefunden, ungueltig } from '../../kern/http-fehler.ts';
import { eigenerVertrag } from '../../shared/vertrag-zugriff.ts';
import { anhangKopf } from '../../kern/dateiname.ts';
import { dokumentMitInhalt, dokumenteLesen } from './repository.ts';
import { leseDb } from '../../shared/lese-db.ts';

// SPEC §7 document calls: the lists, and the file itself as a download (only the customer's own).
export async function dokumenteRoutes(app: FastifyInstance): Promise<void> {
  // Reads only, of documents the utility imports: a read replica may answer (shared/lese-db.ts).
  route(app, dokumenteApi.alle, async ({ sitzung }) => dokumenteLesen(leseDb(app.dienste, sitzung), sitzung.mandant, sitzung.kundennummer));

  route(app, dokumenteApi.vertrag, async ({ sitzung, params }) => {
    const db = leseDb(app.dienste, sitzung);
    await eigenerVertrag(db, sitzung, params.vertragId);
    return dokumenteLesen(db, sitzung.mandant, sitzung.kundennummer, params.vertragId);
  });

  // Not through route(): the answer is the file, not JSON. Same session check, same params schema.
  app.get(`/api${dokumenteApi.daten.pfad}`, async (request, reply) => {
    const params = dokumenteApi.daten.params.safeParse(request.params);
    if (!params.success) throw ungueltig(texte.allgemein.ungueltigeEingabe);
    const sitzung = await sitzungPruefen(request, reply, true);
    if (!sitzung) throw nichtGefunden(texte.allgemein.nichtGefunden);
    const dokument = await dokumentMitInhalt(leseDb(app.dienste, sitzung), sitzung.mandant, sitzung.kundennummer, params.data.id);
    if (!dokument) throw nichtGefunden(texte.allgemein.nichtGefunden);
    const inhalt = Buffer.from(dokument.inhalt);
    return reply
      .header('content-type', dokument.mime_type)
      .header('content-disposition', anhangKopf(dokument.dateiname))
      .header('content-length', String(inhalt.length))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(inhalt);
  });
}
