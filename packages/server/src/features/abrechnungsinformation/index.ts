import { abrechnungsinformationApi, abrechnungsinformationTexte as t, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { nichtGefunden } from '../../kern/http-fehler.ts';
import { Datei, route } from '../../kern/route.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { erzeugerSetzen } from '../../domain/dokument-bei-bedarf.ts';
import { anfordern } from './anfordern.ts';
import { pdfErzeuger } from './dokument.ts';
import { abrechnungsinformationPdf } from './pdf.ts';
import { eineLesen, listeLesen } from './repository.ts';

// § 40b EnWG billing information: list, one, PDF, and one on request. Only the customer's own contracts (404).
export async function abrechnungsinformationRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;
  erzeugerSetzen(t.dokumentKategorie, pdfErzeuger);

  route(app, abrechnungsinformationApi.liste, async ({ params, sitzung }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    return listeLesen(db, vertrag.mandant, vertrag.id);
  });

  route(app, abrechnungsinformationApi.eine, async ({ params, sitzung }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const info = await eineLesen(db, vertrag.mandant, vertrag.id, params.id);
    if (!info) throw nichtGefunden(texte.allgemein.nichtGefunden);
    return info;
  });

  route(app, abrechnungsinformationApi.pdf, async ({ params, sitzung, mandant }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    const info = await eineLesen(db, vertrag.mandant, vertrag.id, params.id);
    if (!info) throw nichtGefunden(texte.allgemein.nichtGefunden);
    return new Datei(await abrechnungsinformationPdf(mandant, info), 'application/pdf', t.dateiname(info.id));
  });

  route(app, abrechnungsinformationApi.anfordern, async ({ params, sitzung, mandant }) => {
    const vertrag = await eigenerVertrag(db, sitzung, params.vertragId);
    return anfordern(db, mandant, vertrag, uhr.jetzt());
  });
}
