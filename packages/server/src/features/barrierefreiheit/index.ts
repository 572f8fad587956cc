import path from 'node:path';
import { barrierefreiheitApi, barrierefreiheitTexte as t, konformitaet, MARKTUEBERWACHUNG, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { ereignisMerken, istUeberschritten, type Grenze } from '../../shared/ratenbegrenzung.ts';
import { pruefstandLesen } from './pruefstand-lesen.ts';
import { KEINE_MAIL, mailImAuftrag } from '../../shared/mail-ausgang.ts';

/** Feedback per client address and hour, as for the other forms without login. */
export const RUECKMELDUNG_GRENZE = { max: 10, fensterMs: 60 * 60 * 1000 };

/** Where the statement's data lies: EKP_BARRIEREFREIHEIT_DATEI, else beside the built web app. */
export function pruefstandDatei(webVerzeichnis: string | undefined): string | undefined {
  return process.env.EKP_BARRIEREFREIHEIT_DATEI || (webVerzeichnis === undefined ? undefined : path.join(webVerzeichnis, 'barrierefreiheit.json'));
}

// BFSG §14 with Anlage 3: the statement per tenant and its feedback channel, both without login.
export async function barrierefreiheitRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr, webVerzeichnis } = app.dienste;

  route(app, barrierefreiheitApi.erklaerung, async ({ mandant }) => {
    const b = mandant.barrierefreiheit;
    const pruefstand = await pruefstandLesen(pruefstandDatei(webVerzeichnis));
    return {
      anbieter: mandant.anzeigename,
      website: mandant.website,
      standard: t.standard,
      ziel: t.ziel,
      konformitaet: konformitaet(pruefstand, b.weitereEinschraenkungen),
      pruefstand,
      weitereEinschraenkungen: b.weitereEinschraenkungen,
      erstelltAm: b.erstelltAm ?? null,
      kontaktEmail: b.kontaktEmail ?? mandant.serviceEmail ?? null,
      telefon: b.telefon ?? null,
      marktueberwachung: b.marktueberwachung ?? { ...MARKTUEBERWACHUNG, anschrift: [...MARKTUEBERWACHUNG.anschrift] },
    };
  });

  route(app, barrierefreiheitApi.rueckmeldung, async ({ body, mandant, request, reply }) => {
    const jetzt = uhr.jetzt();
    const grenze: Grenze = { mandant: mandant.key, bereich: 'barrierefreiheit_rueckmeldung', schluessel: [`ip:${request.ip}`], ...RUECKMELDUNG_GRENZE };
    if (await istUeberschritten(db, grenze, jetzt)) {
      reply.header('retry-after', String(Math.ceil(grenze.fensterMs / 1000)));
      throw new HttpFehler(429, texte.allgemein.zuVieleAnfragen);
    }
    const an = mandant.barrierefreiheit.kontaktEmail ?? mandant.serviceEmail;
    const text = [`Name: ${body.name || texte.allgemein.nichtAngegeben}`, `E-Mail: ${body.email || texte.allgemein.nichtAngegeben}`, '', body.text].join('\n');
    // Stored in the export with its mail to the contact; a mail server hiccup delays the mail (the outbox retries it).
    const mail = await db.transaction().execute(async (trx) => {
      await inOutbox(trx, { mandant: mandant.key, art: 'barrierefreiheit_rueckmeldung', kundennummer: null, payload: { ...body, eingegangen: jetzt.toISOString() } });
      await ereignisMerken(trx, grenze, jetzt);
      return an ? mailImAuftrag(trx, app.dienste, { mandant: mandant.key, art: 'barrierefreiheit-rueckmeldung', mail: { von: mandant.absenderEmail, an, betreff: 'Rückmeldung zur Barrierefreiheit', text } }) : KEINE_MAIL;
    });
    if (!(await mail.senden(request.log))) request.log.error({}, 'Rückmeldung zur Barrierefreiheit: Mail fehlgeschlagen');
  });
}
