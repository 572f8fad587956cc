import { sicherheitApi, sicherheitTexte, type Mandant } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/verbinden.ts';
import { renderSVG } from 'uqr';
import { route } from '../../kern/route.ts';
import { versuchGelungen, versuchZulassen } from '../../domain/anmeldung/anmeldeschutz.ts';
import { aenderungBestaetigungEinreihen, aenderungsReferenz } from '../../domain/bestaetigung.ts';
import { passwortBestaetigen } from '../../domain/anmeldung/erneut-anmelden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { passwortPruefen } from '../../shared/passwort-hash.ts';
import {
  geheimnisVersiegeln,
  istZweiterFaktorAktiv,
  neueWiederherstellungscodes,
  neuesGeheimnis,
  totp,
  totpPruefen,
  wiederherstellungscodeHash,
  zweitenFaktorPruefen,
} from '../../domain/anmeldung/zweiter-faktor.ts';

/**
 * The optional second factor. Setting up stores an unconfirmed secret; a first right code
 * switches it on and hands out ten recovery codes once (stored as hashes only); switching it off
 * needs password and code. Every wrong code counts in the same database throttle as the login's.
 */
export async function sicherheitRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr, schluessel } = app.dienste;

  // Switching the second factor on or off is confirmed by mail, so that a stolen session
  // that switches it off does not go unnoticed; the mail is queued in the switch's transaction.
  const bestaetigen = (trx: Db, s: { mandant: string; kundennummer: string }, mandant: Mandant, an: boolean) =>
    aenderungBestaetigungEinreihen(trx, app.dienste, mandant, { ...s, vertragId: null }, aenderungsReferenz('zweiterFaktor', uhr.jetzt()), {
      betreff: an ? sicherheitTexte.mailBetreffAn : sicherheitTexte.mailBetreffAus,
      eingang: an
        ? 'Sie haben die Zwei-Faktor-Anmeldung für Ihr Kundenkonto eingeschaltet. Bei jeder Anmeldung fragen wir nun zusätzlich einen Code aus Ihrer Authenticator-App ab.'
        : 'Sie haben die Zwei-Faktor-Anmeldung für Ihr Kundenkonto ausgeschaltet. Für die Anmeldung genügt nun wieder Ihr Passwort.',
      angaben: [],
    });

  route(app, sicherheitApi.lesen, async ({ sitzung }) => ({
    zweiterFaktorAktiv: await istZweiterFaktorAktiv(db, sitzung.mandant, sitzung.kundennummer),
  }));

  route(app, sicherheitApi.einrichten, async ({ sitzung, mandant }) => {
    if (await istZweiterFaktorAktiv(db, sitzung.mandant, sitzung.kundennummer)) throw new HttpFehler(409, sicherheitTexte.bereitsAktiv);
    const geheimnis = neuesGeheimnis();
    // Only the sealed secret is stored.
    const gespeichert = geheimnisVersiegeln(schluessel, sitzung.mandant, sitzung.kundennummer, geheimnis);
    await db
      .insertInto('zweiter_faktor')
      .values({ mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, geheimnis: gespeichert, aktiv: false, letzter_schritt: null })
      .onConflict((oc) => oc.columns(['mandant', 'kundennummer']).doUpdateSet({ geheimnis: gespeichert, aktiv: false, letzter_schritt: null }))
      .execute();
    const uri = totp(mandant, sitzung.kundennummer, geheimnis).toString();
    // Drawn here, never by a third-party service: the secret leaves only towards the customer.
    return { geheimnis, uri, qrSvg: renderSVG(uri, { border: 2 }) };
  });

  route(app, sicherheitApi.bestaetigen, async ({ sitzung, mandant, body, request, reply }) => {
    const jetzt = uhr.jetzt();
    const zeile = await db
      .selectFrom('zweiter_faktor')
      .select('aktiv')
      .where('mandant', '=', sitzung.mandant)
      .where('kundennummer', '=', sitzung.kundennummer)
      .executeTakeFirst();
    if (!zeile) throw new HttpFehler(400, sicherheitTexte.keineEinrichtung);
    if (zeile.aktiv) throw new HttpFehler(409, sicherheitTexte.bereitsAktiv);
    // Switching the factor on is a sensitive change, like switching it off.
    await passwortBestaetigen(db, { sitzung, request, reply }, body.passwort, jetzt);
    const versuch = { mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, ip: request.ip };
    const zulassung = await versuchZulassen(db, reply, 'zweiter_faktor', versuch, jetzt);
    if (!(await totpPruefen(db, schluessel, mandant, sitzung.kundennummer, body.code, jetzt, true))) {
      throw new HttpFehler(400, sicherheitTexte.codeFalsch, { code: sicherheitTexte.codeFalsch });
    }
    await versuchGelungen(db, 'zweiter_faktor', versuch, zulassung);
    const codes = neueWiederherstellungscodes();
    const mail = await db.transaction().execute(async (trx) => {
      await trx.updateTable('zweiter_faktor').set({ aktiv: true }).where('mandant', '=', sitzung.mandant).where('kundennummer', '=', sitzung.kundennummer).execute();
      await trx.deleteFrom('wiederherstellungscode').where('mandant', '=', sitzung.mandant).where('kundennummer', '=', sitzung.kundennummer).execute();
      await trx
        .insertInto('wiederherstellungscode')
        .values(codes.map((c) => ({ mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, code_hash: wiederherstellungscodeHash(c) })))
        .execute();
      return bestaetigen(trx, sitzung, mandant, true);
    });
    await mail.senden(request.log);
    return { wiederherstellungscodes: codes };
  });

  route(app, sicherheitApi.abschalten, async ({ sitzung, mandant, body, request, reply }) => {
    const jetzt = uhr.jetzt();
    if (!(await istZweiterFaktorAktiv(db, sitzung.mandant, sitzung.kundennummer))) throw new HttpFehler(409, sicherheitTexte.nichtAktiv);
    const versuch = { mandant: sitzung.mandant, kundennummer: sitzung.kundennummer, ip: request.ip };
    const zulassung = await versuchZulassen(db, reply, 'zweiter_faktor', versuch, jetzt);
    const kunde = await db
      .selectFrom('anschlussnutzer')
      .select('passwort_hash')
      .where('mandant', '=', sitzung.mandant)
      .where('kundennummer', '=', sitzung.kundennummer)
      .executeTakeFirst();
    if (!(await passwortPruefen(body.passwort, kunde?.passwort_hash))) {
      throw new HttpFehler(400, sicherheitTexte.passwortFalsch, { passwort: sicherheitTexte.passwortFalsch });
    }
    if (!(await zweitenFaktorPruefen(db, schluessel, mandant, sitzung.kundennummer, body.code, jetzt))) {
      throw new HttpFehler(400, sicherheitTexte.codeFalsch, { code: sicherheitTexte.codeFalsch });
    }
    await versuchGelungen(db, 'zweiter_faktor', versuch, zulassung);
    const mail = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('zweiter_faktor').where('mandant', '=', sitzung.mandant).where('kundennummer', '=', sitzung.kundennummer).execute();
      await trx.deleteFrom('wiederherstellungscode').where('mandant', '=', sitzung.mandant).where('kundennummer', '=', sitzung.kundennummer).execute();
      return bestaetigen(trx, sitzung, mandant, false);
    });
    await mail.senden(request.log);
  });
}
