import { authApi, authTexte, sicherheitTexte, STATUS_PORTAL_GESPERRT } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { aenderungshinweisEinreihen } from '../../domain/aenderungshinweis.ts';
import { aenderungsReferenz } from '../../domain/bestaetigung.ts';
import { istBekanntesGeraet } from '../../domain/anmeldung/bekanntes-geraet.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { mandantWoerter, passwortRegelverstoss } from '../../domain/anmeldung/passwortpolitik.ts';
import { passwortHashen, passwortPruefen } from '../../shared/passwort-hash.ts';
import { istZweiterFaktorAktiv } from '../../domain/anmeldung/zweiter-faktor.ts';
import { versuchGelungen, versuchZulassen } from '../../domain/anmeldung/anmeldeschutz.ts';
import { bestaetigteChallengeEinloesen } from './challenge.ts';
import { kundeLaden, kundennummerOhnePraefix } from './kunde.ts';
import { resetLinksVerwerfen } from './reset-links.ts';
import { alleSitzungenBeenden, sitzungAnlegen } from './sitzungen.ts';
import { sonderstatusSenden } from './sonderstatus.ts';

/**
 * SPEC §7 PUT /anschlussnutzer/passwort_aendern. It is also the way out of the 700 state, where the
 * client holds no token: the old password proves who is asking, so it is throttled like a login, and a
 * customer with the second factor also shows the challenge confirmed by the code step.
 */
export function passwortAendernRoutes(app: FastifyInstance): void {
  const { db, uhr, sitzungTtl } = app.dienste;

  route(app, authApi.passwortAendern, async ({ headers, body, mandant, request, reply, sitzung }) => {
    const jetzt = uhr.jetzt();
    const kundennummer = kundennummerOhnePraefix(mandant, headers.kundennummer);
    const versuch = { mandant: mandant.key, kundennummer, ip: request.ip, bekannt: await istBekanntesGeraet(db, mandant.key, kundennummer, request) };
    const zulassung = await versuchZulassen(db, reply, 'anmeldung', versuch, jetzt);
    const kunde = await kundeLaden(db, mandant.key, kundennummer);
    // Always one password check, also for an unknown number (dummy hash): equal time, equal answer.
    const richtig = await passwortPruefen(body.altesPasswort, kunde?.passwort_hash);
    if (!kunde || !richtig) {
      throw new HttpFehler(400, authTexte.passwortAendern.altesFalsch, { altesPasswort: authTexte.passwortAendern.altesFalsch });
    }
    await versuchGelungen(db, 'anmeldung', versuch, zulassung);
    const woerter = [kunde.vorname, kunde.nachname, kunde.firma, kunde.email?.split('@')[0], ...mandantWoerter(mandant)];
    const verstoss = await passwortRegelverstoss(body.neuesPasswort, { kundennummer, bisherig: body.altesPasswort, woerter });
    if (verstoss) throw new HttpFehler(400, verstoss, { neuesPasswort: verstoss });
    if (kunde.portal_gesperrt) {
      sonderstatusSenden(reply, STATUS_PORTAL_GESPERRT, { data: authTexte.anmeldung.portalGesperrt });
      return { kundennummer };
    }
    const angemeldet = sitzung?.kundennummer === kundennummer;
    if (!angemeldet && (await istZweiterFaktorAktiv(db, mandant.key, kundennummer))) {
      const ok = headers.challenge !== undefined && (await bestaetigteChallengeEinloesen(db, mandant.key, kundennummer, headers.challenge, jetzt));
      if (!ok) throw new HttpFehler(401, sicherheitTexte.codeVerlangt);
    }
    const hash = await passwortHashen(body.neuesPasswort);
    const { token, mail: bestaetigung } = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('anschlussnutzer')
        .set({ passwort_hash: hash, passwort_aendern: false })
        .where('mandant', '=', mandant.key)
        .where('kundennummer', '=', kundennummer)
        .execute();
      // A new password ends every other session of this customer and voids every open reset link.
      await alleSitzungenBeenden(trx, mandant.key, kundennummer);
      await resetLinksVerwerfen(trx, mandant.key, kundennummer);
      // The address on file hears of it, with the "not you?" link; this mail is the change's confirmation,
      // with a reference number, and commits with the change.
      const mail = await aenderungshinweisEinreihen(trx, app.dienste, mandant, kunde, 'passwort', jetzt, aenderungsReferenz('passwort', jetzt));
      return { token: await sitzungAnlegen(trx, mandant.key, kundennummer, jetzt, sitzungTtl), mail };
    });
    reply.header('token', token).header('ttl', String(sitzungTtl));
    await bestaetigung.senden(request.log);
    return { kundennummer };
  });
}
