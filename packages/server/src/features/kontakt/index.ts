import { anzeigename, kontaktApi, kontaktTexte, texte } from '@ekp/contract';
import { aenderungBestaetigungEinreihen, aenderungsReferenz } from '../../domain/bestaetigung.ts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler, ungueltig } from '../../kern/http-fehler.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { ereignisMerken, istUeberschritten, type Grenze } from '../../shared/ratenbegrenzung.ts';
import { mailImAuftrag } from '../../shared/mail-ausgang.ts';

/** Contact requests per customer and hour: enough for people, too few to flood the service mailbox. */
export const KONTAKT_GRENZE = { max: 10, fensterMs: 60 * 60 * 1000 };

// SPEC §7 POST /anschlussnutzer/kontaktanfrage: stored, put in the outbox, mailed to the service address.
export async function kontaktRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;

  route(app, kontaktApi.anfrage, async ({ sitzung, mandant, body, request }) => {
    // SPEC §3: the subject comes from the tenant's configured topics.
    if (!mandant.kontaktThemen.includes(body.betreff)) {
      throw ungueltig(kontaktTexte.betreffFehlt, { betreff: kontaktTexte.betreffFehlt });
    }
    const jetzt = uhr.jetzt();
    const grenze: Grenze = { mandant: sitzung.mandant, bereich: 'kontaktanfrage', schluessel: [sitzung.kundennummer], ...KONTAKT_GRENZE };
    if (await istUeberschritten(db, grenze, jetzt)) throw new HttpFehler(429, texte.allgemein.zuVieleAnfragen);

    const ticketnummer = aenderungsReferenz('kontaktanfrage', jetzt);
    const serviceMail = (von: string, an: string, kunde: Parameters<typeof anzeigename>[0] & { email: string | null; festnetz: string | null; mobil: string | null }) => {
      const text = [
        `Kundennummer: ${sitzung.kundennummer}`,
        `Name: ${anzeigename(kunde) || texte.allgemein.nichtAngegeben}`,
        `E-Mail: ${kunde.email ?? texte.allgemein.nichtAngegeben}`,
        `Telefon: ${kunde.festnetz ?? kunde.mobil ?? texte.allgemein.nichtAngegeben}`,
        `Betreff: ${body.betreff}`,
        `Ticketnummer: ${ticketnummer}`,
        '',
        body.text,
      ].join('\n');
      return { von, an, betreff: `Kontaktanfrage ${sitzung.kundennummer} (${ticketnummer}): ${body.betreff}`, text };
    };
    const mails = await db.transaction().execute(async (trx) => {
      await trx.insertInto('kontaktanfrage').values({ mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, betreff: body.betreff, text: body.text, erstellt: jetzt, ticketnummer }).execute();
      await inOutbox(trx, { mandant: sitzung.mandant, art: 'kontaktanfrage', kundennummer: sitzung.kundennummer, payload: { ...body, ticketnummer } });
      await ereignisMerken(trx, grenze, jetzt);
      const kunde = await trx
        .selectFrom('anschlussnutzer')
        .select(['anrede', 'firma', 'titel', 'vorname', 'nachname', 'email', 'festnetz', 'mobil'])
        .where('mandant', '=', sitzung.mandant)
        .where('kundennummer', '=', sitzung.kundennummer)
        .executeTakeFirstOrThrow();
      // The request, its mail to the service team and the customer's confirmation commit together; the
      // outbox retries a mail the mail server does not take at once.
      const anService = mandant.serviceEmail ? [await mailImAuftrag(trx, app.dienste, { mandant: mandant.key, art: 'kontakt-service', kundennummer: sitzung.kundennummer, mail: serviceMail(mandant.absenderEmail, mandant.serviceEmail, kunde) })] : [];
      // The customer's own confirmation, with the ticket number they see on screen.
      const bestaetigung = await aenderungBestaetigungEinreihen(trx, app.dienste, mandant, { mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, vertragId: null }, ticketnummer, {
        betreff: kontaktTexte.mailBetreff,
        eingang: 'wir haben Ihre Kontaktanfrage erhalten:',
        angaben: [`Betreff: ${body.betreff}`],
        schluss: ['Wir melden uns so bald wie möglich bei Ihnen.'],
      });
      return { anService, bestaetigung };
    });
    for (const m of mails.anService) if (!(await m.senden(request.log))) request.log.error({ ticketnummer }, 'Kontaktanfrage: Mail an den Kundenservice fehlgeschlagen');
    await mails.bestaetigung.senden(request.log);
    return { ticketnummer };
  });
}
