import { anschlussnutzerApi, anschlussnutzerTexte, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { aenderungshinweisEinreihen } from '../../domain/aenderungshinweis.ts';
import { aenderungBestaetigungEinreihen, aenderungsReferenz } from '../../domain/bestaetigung.ts';
import { passwortBestaetigen } from '../../domain/anmeldung/erneut-anmelden.ts';
import { inOutbox } from '../../shared/outbox.ts';
import { anschlussnutzerLesen, kontaktdatenSpeichern } from './repository.ts';
import { leseDb } from '../../shared/lese-db.ts';

export async function anschlussnutzerRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;

  route(app, anschlussnutzerApi.lesen, async ({ sitzung }) => {
    const kunde = await anschlussnutzerLesen(leseDb(app.dienste, sitzung), sitzung.mandant, sitzung.kundennummer);
    if (!kunde) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
    return kunde;
  });

  // The email rule is part of KontaktdatenSchema, so the route's validation already enforces it.
  // A new email needs the current password, and the old address hears of the change.
  route(app, anschlussnutzerApi.kontaktdatenAktualisieren, async ({ sitzung, body, mandant, request, reply }) => {
    const jetzt = uhr.jetzt();
    const bisher = await anschlussnutzerLesen(db, sitzung.mandant, sitzung.kundennummer);
    if (!bisher) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
    const emailGeaendert = normalisiert(body.email) !== normalisiert(bisher.email);
    if (emailGeaendert) await passwortBestaetigen(db, { sitzung, request, reply }, body.passwort, jetzt);
    const referenz = aenderungsReferenz('kontaktdaten', jetzt);
    const feld = (wert: string | null | undefined) => wert ?? 'nicht angegeben';
    const mails = await db.transaction().execute(async (trx) => {
      const neu = await kontaktdatenSpeichern(trx, sitzung.mandant, sitzung.kundennummer, body);
      await inOutbox(trx, { mandant: sitzung.mandant, art: 'kontaktdaten', kundennummer: sitzung.kundennummer, payload: { ...neu, referenz } });
      // The old address hears of a new one; the confirmation goes to the address now on file.
      const hinweis = emailGeaendert ? [await aenderungshinweisEinreihen(trx, app.dienste, mandant, { kundennummer: sitzung.kundennummer, email: bisher.email }, 'email', jetzt)] : [];
      const bestaetigung = await aenderungBestaetigungEinreihen(trx, app.dienste, mandant, { mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, vertragId: null }, referenz, {
        betreff: anschlussnutzerTexte.mailBetreff,
        eingang: 'wir haben Ihre geänderten Kontaktdaten über das Kundenportal erhalten:',
        angaben: [`E-Mail: ${feld(neu.email)}`, `Mobil: ${feld(neu.mobil)}`, `Festnetz: ${feld(neu.festnetz)}`, `Fax: ${feld(neu.fax)}`],
      });
      return [...hinweis, bestaetigung];
    });
    for (const m of mails) await m.senden(request.log);
    const kunde = await anschlussnutzerLesen(db, sitzung.mandant, sitzung.kundennummer);
    if (!kunde) throw new HttpFehler(404, texte.allgemein.nichtGefunden);
    return kunde;
  });
}

const normalisiert = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();
