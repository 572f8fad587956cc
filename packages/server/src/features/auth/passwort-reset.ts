import { authApi, authTexte, STATUS_PORTAL_GESPERRT, type Mandant } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { clientSchluessel } from '../../shared/client-adresse.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { mandantWoerter, passwortRegelverstoss } from '../../domain/anmeldung/passwortpolitik.ts';
import { passwortHashen } from '../../shared/passwort-hash.ts';
import { neuesToken, tokenHash } from '../../kern/token.ts';
import { ADRESSE, kontoGrenzeAufheben, zulassenOder429 } from '../../domain/anmeldung/anmeldeschutz.ts';
import { kundeLaden, kundennummerOhnePraefix } from './kunde.ts';
import { resetLinksVerwerfen } from './reset-links.ts';
import { alleSitzungenBeenden } from './sitzungen.ts';
import { sonderstatusSenden } from './sonderstatus.ts';
import { mailVersenden } from '../../shared/mail-ausgang.ts';

export const RESET_GUELTIGKEIT_MS = 24 * 60 * 60 * 1000;

const normalisiert = (url: string) => url.trim().replace(/\/+$/, '');

/** Only the tenant's own renewal page may receive a reset link, never an address the caller picks. */
function istErlaubteBasisUrl(mandant: Mandant, basisUrl: string): boolean {
  return normalisiert(basisUrl) === normalisiert(mandant.passwortErneuernUrl);
}

function resetMailText(mandant: Mandant, link: string): string {
  return [
    'Guten Tag,',
    '',
    `Sie haben für Ihren Zugang zum Kundenportal der ${mandant.anzeigename} ein neues Passwort angefordert.`,
    'Über den folgenden Link können Sie innerhalb von 24 Stunden ein neues Passwort festlegen:',
    '',
    link,
    '',
    'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.',
    '',
    'Mit freundlichen Grüßen',
    mandant.anzeigename,
  ].join('\n');
}

export function passwortResetRoutes(app: FastifyInstance): void {
  const { db, uhr } = app.dienste;

  route(app, authApi.passwortReset, async ({ headers, mandant, reply, request }) => {
    const jetzt = uhr.jetzt();
    if (!istErlaubteBasisUrl(mandant, headers.basisurl)) throw new HttpFehler(400, authTexte.passwortVergessen.basisUrlUngueltig);
    const kundennummer = kundennummerOhnePraefix(mandant, headers.kundennummer);
    // Three requests per customer number per 15 minutes keep the endpoint from being used to flood a
    // mailbox; 100 per client address (known numbers or not) slow down probing which numbers exist.
    const bereich = 'passwort_reset';
    await zulassenOder429(
      db,
      reply,
      [
        { mandant: mandant.key, bereich, schluessel: [`kn:${kundennummer}`], max: 3, fensterMs: 15 * 60 * 1000 },
        { mandant: mandant.key, bereich, schluessel: [`ip:${clientSchluessel(request.ip)}`], ...ADRESSE },
      ],
      jetzt,
      authTexte.zuVieleAnfragen,
    );
    const kunde = await kundeLaden(db, mandant.key, kundennummer);
    if (!kunde || !kunde.email) throw new HttpFehler(404, authTexte.passwortVergessen.unbekannt);
    if (kunde.portal_gesperrt) {
      sonderstatusSenden(reply, STATUS_PORTAL_GESPERRT, { data: authTexte.passwortVergessen.keinZugang });
      return;
    }
    // Expired links are useless; dropping them here keeps the table small without a scheduled job.
    await db.deleteFrom('passwort_reset').where('ablauf', '<', jetzt).execute();
    // Only the newest link works.
    await resetLinksVerwerfen(db, mandant.key, kundennummer);
    const token = neuesToken();
    await db
      .insertInto('passwort_reset')
      .values({ token_hash: tokenHash(token), mandant: mandant.key, kundennummer, ablauf: new Date(jetzt.getTime() + RESET_GUELTIGKEIT_MS), verwendet: null })
      .execute();
    const link = `${normalisiert(mandant.passwortErneuernUrl)}?token=${encodeURIComponent(token)}`;
    const mail = { von: mandant.absenderEmail, an: kunde.email, betreff: `${mandant.anzeigename}: Passwort zurücksetzen`, text: resetMailText(mandant, link) };
    // A reset link is worth something only now: when the mail server refuses it, the link and its queued mail
    // go and the customer is told (503) to try again; the outbox logs the failure without the recipient.
    if (!(await mailVersenden(app.dienste, { mandant: mandant.key, art: 'passwort-reset', kundennummer, mail }, request.log, { nurJetzt: true }))) {
      await db.deleteFrom('passwort_reset').where('token_hash', '=', tokenHash(token)).execute();
      request.log.error({ kundennummer }, 'Mail zum Zurücksetzen des Passworts nicht versendet');
      throw new HttpFehler(503, authTexte.passwortVergessen.mailFehler);
    }
  });

  route(app, authApi.passwortResetAbschluss, async ({ headers, mandant }) => {
    const jetzt = uhr.jetzt();
    const reset = await db
      .selectFrom('passwort_reset')
      .select('kundennummer')
      .where('token_hash', '=', tokenHash(headers.token))
      .where('mandant', '=', mandant.key)
      .where('verwendet', 'is', null)
      .where('ablauf', '>', jetzt)
      .executeTakeFirst();
    const kunde = reset && (await kundeLaden(db, mandant.key, reset.kundennummer));
    const woerter = [kunde?.vorname, kunde?.nachname, kunde?.firma, kunde?.email?.split('@')[0], ...mandantWoerter(mandant)];
    const verstoss = await passwortRegelverstoss(headers.neuespasswort, { kundennummer: reset?.kundennummer, woerter });
    if (verstoss) throw new HttpFehler(400, verstoss);
    if (!reset) throw new HttpFehler(400, authTexte.passwortErneuern.fehler);
    const hash = await passwortHashen(headers.neuespasswort);
    const erledigt = await db.transaction().execute(async (trx) => {
      // Single use: using a link voids every link of the customer; the delete only matches one still open.
      const weg = await trx
        .deleteFrom('passwort_reset')
        .where('token_hash', '=', tokenHash(headers.token))
        .where('mandant', '=', mandant.key)
        .where('verwendet', 'is', null)
        .where('ablauf', '>', jetzt)
        .executeTakeFirst();
      if (Number(weg.numDeletedRows) !== 1) return false;
      await trx
        .updateTable('anschlussnutzer')
        .set({ passwort_hash: hash, passwort_aendern: false })
        .where('mandant', '=', mandant.key)
        .where('kundennummer', '=', reset.kundennummer)
        .execute();
      await resetLinksVerwerfen(trx, mandant.key, reset.kundennummer);
      await alleSitzungenBeenden(trx, mandant.key, reset.kundennummer);
      // Whoever guessed at this number before no longer keeps the customer out.
      await kontoGrenzeAufheben(trx, mandant.key, reset.kundennummer);
      return true;
    });
    if (!erledigt) throw new HttpFehler(400, authTexte.passwortErneuern.fehler);
  });
}
