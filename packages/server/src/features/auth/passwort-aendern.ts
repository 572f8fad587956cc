import { authApi, istPasswortLangGenug, STATUS_PORTAL_GESPERRT, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { HttpFehler } from '../../shared/http-fehler.ts';
import { passwortHashen, passwortPruefen } from '../../shared/passwort-hash.ts';
import { anmeldeschutzPruefen, fehlversuchMerken, fehlversucheLoeschen } from './anmeldeschutz.ts';
import { kundeLaden, kundennummerOhnePraefix } from './kunde.ts';
import { alleSitzungenBeenden, sitzungAnlegen } from './sitzungen.ts';
import { sonderstatusSenden } from './sonderstatus.ts';

/**
 * SPEC §7 PUT /anschlussnutzer/passwort_aendern. It is also the way out of the 700 state, where the
 * client holds no token: the old password proves who is asking, so it is throttled like a login.
 */
export function passwortAendernRoutes(app: FastifyInstance): void {
  const { db, uhr, sitzungTtl } = app.dienste;

  route(app, authApi.passwortAendern, async ({ headers, body, mandant, request, reply }) => {
    const jetzt = uhr.jetzt();
    const kundennummer = kundennummerOhnePraefix(mandant, headers.kundennummer);
    if (!istPasswortLangGenug(body.neuesPasswort)) {
      throw new HttpFehler(400, texte.passwort.zuKurz, { neuesPasswort: texte.passwort.zuKurz });
    }
    const versuch = { mandant: mandant.key, kundennummer, ip: request.ip };
    await anmeldeschutzPruefen(db, versuch, jetzt);
    const kunde = await kundeLaden(db, mandant.key, kundennummer);
    if (!kunde || !(await passwortPruefen(body.altesPasswort, kunde.passwort_hash))) {
      await fehlversuchMerken(db, versuch, jetzt);
      throw new HttpFehler(400, texte.passwortAendern.altesFalsch, { altesPasswort: texte.passwortAendern.altesFalsch });
    }
    await fehlversucheLoeschen(db, versuch);
    if (kunde.portal_gesperrt) {
      sonderstatusSenden(reply, STATUS_PORTAL_GESPERRT, { data: texte.anmeldung.portalGesperrt });
      return { kundennummer };
    }
    const hash = await passwortHashen(body.neuesPasswort);
    const token = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('anschlussnutzer')
        .set({ passwort_hash: hash, passwort_aendern: false })
        .where('mandant', '=', mandant.key)
        .where('kundennummer', '=', kundennummer)
        .execute();
      // A new password ends every other session of this customer.
      await alleSitzungenBeenden(trx, mandant.key, kundennummer);
      return sitzungAnlegen(trx, mandant.key, kundennummer, jetzt, sitzungTtl);
    });
    reply.header('token', token).header('ttl', String(sitzungTtl));
    return { kundennummer };
  });
}
