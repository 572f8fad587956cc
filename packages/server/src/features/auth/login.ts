import { authApi, STATUS_PASSWORT_AENDERN, STATUS_PORTAL_GESPERRT, texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { HttpFehler } from '../../shared/http-fehler.ts';
import { passwortPruefen } from '../../shared/passwort-hash.ts';
import { anmeldeschutzPruefen, fehlversuchMerken, fehlversucheLoeschen } from './anmeldeschutz.ts';
import { kundeLaden, kundennummerOhnePraefix } from './kunde.ts';
import { sitzungAnlegen, sitzungBeenden } from './sitzungen.ts';
import { sonderstatusSenden } from './sonderstatus.ts';

export function loginRoutes(app: FastifyInstance): void {
  const { db, uhr, sitzungTtl } = app.dienste;

  // SPEC §4 login: 700 forces a password change, 702 means no portal access, else token + ttl.
  route(app, authApi.login, async ({ headers, mandant, request, reply }) => {
    const jetzt = uhr.jetzt();
    const kundennummer = kundennummerOhnePraefix(mandant, headers.kundennummer);
    const versuch = { mandant: mandant.key, kundennummer, ip: request.ip };
    await anmeldeschutzPruefen(db, versuch, jetzt);
    const kunde = await kundeLaden(db, mandant.key, kundennummer);
    if (!kunde || !(await passwortPruefen(headers.passwort, kunde.passwort_hash))) {
      await fehlversuchMerken(db, versuch, jetzt);
      throw new HttpFehler(401, texte.anmeldung.falscheZugangsdaten);
    }
    await fehlversucheLoeschen(db, versuch);
    if (kunde.portal_gesperrt) {
      sonderstatusSenden(reply, STATUS_PORTAL_GESPERRT, { data: texte.anmeldung.portalGesperrt });
      return { kundennummer };
    }
    if (kunde.passwort_aendern) {
      sonderstatusSenden(reply, STATUS_PASSWORT_AENDERN, { data: texte.anmeldung.kennwortAendernErforderlich });
      return { kundennummer };
    }
    const token = await sitzungAnlegen(db, mandant.key, kundennummer, jetzt, sitzungTtl);
    reply.header('token', token).header('ttl', String(sitzungTtl));
    return { kundennummer };
  });

  route(app, authApi.logout, async ({ sitzung }) => {
    await sitzungBeenden(db, sitzung.tokenHash);
  });

  // The session check itself slid the expiry and set the ttl header.
  route(app, authApi.tokenRefresh, async ({ sitzung }) => ({
    kundennummer: sitzung.kundennummer,
    ablaufdatum: new Date(uhr.jetzt().getTime() + sitzungTtl * 1000).toISOString(),
  }));
}
